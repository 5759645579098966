/** The snapshot engine (`snapshotWork.ts`), loaded at the first action that needs it. */
export const loadSnapshotWork = () => import('./snapshotWork');
