/**
 * The CSV engine's entry points the import page calls when the user acts (a file chosen, a dry
 * run, the run, an undo), loaded then with `loadImportWork()` rather than with the page: the
 * parser and the planner are the bulk of what the page's first visit would otherwise download
 * (docs/benchmarks.md).
 */
export { decodeCsvBytes } from '../engine/csvImport/decodeCsvBytes';
export { failedRowsOf } from '../engine/csvImport/failedRowsCsv';
export { loadImportContext } from '../engine/csvImport/importContext';
export { matchHeaders } from '../engine/csvImport/importFields';
export { checkCsvFileSize, parseCsv } from '../engine/csvImport/parseCsv';
export { planImport } from '../engine/csvImport/planImport';
export { runImport } from '../engine/csvImport/runImport';
export { undoImport } from '../engine/csvImport/undoImport';
