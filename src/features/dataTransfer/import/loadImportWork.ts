/** The CSV engine (`importWork.ts`), loaded at the first action that needs it. */
export const loadImportWork = () => import('./importWork');
