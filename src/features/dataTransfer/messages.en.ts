/** What both data-transfer screens share: the links between them. */
export const english = {
  'nav.label': 'Import and snapshot',
  'nav.import': 'Import CSV',
  'nav.snapshot': 'Snapshot and restore',
} as const;
