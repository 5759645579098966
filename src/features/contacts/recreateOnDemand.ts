import type * as Recreate from './recreateContact';

/**
 * The undo of a delete, loaded when an undo runs: a record's or list's first visit does not
 * download it (2.5 KB of gzip with what it imports), and nobody who never undoes a delete pays
 * for it. Same signatures as recreateContact.ts.
 */
export const recreateCompany: typeof Recreate.recreateCompany = (...args) =>
  import('./recreateContact').then((module) => module.recreateCompany(...args));

export const recreatePerson: typeof Recreate.recreatePerson = (...args) =>
  import('./recreateContact').then((module) => module.recreatePerson(...args));
