/**
 * The snapshot engine's entry points the page calls when the user acts (export, read a file,
 * restore, undo), loaded then with `loadSnapshotWork()` rather than with the page: the page's
 * first visit stays within its JavaScript budget (docs/benchmarks.md), and these are the bulk
 * of what the page would otherwise download.
 */
export { defineMissingSuperTags, openAccountRestore } from '../engine/snapshot/accountRestore';
export { exportSnapshot } from '../engine/snapshot/exportSnapshot';
export { planRestore } from '../engine/snapshot/restorePlan';
export { restoreSnapshot } from '../engine/snapshot/restoreSnapshot';
export { decodeSnapshot, encodeSnapshot } from '../engine/snapshot/snapshotDocument';
export { snapshotId } from '../engine/snapshot/snapshotDigest';
export { undoRestore } from '../engine/snapshot/undoRestore';
