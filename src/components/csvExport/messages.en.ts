/** The CSV export's English messages. */
export const english = {
  'button.label': 'Export CSV',
  'format.spreadsheet': 'For a spreadsheet',
  'format.spreadsheetHint':
    'Column names, numbers and dates as this screen shows them ({{example}})',
  'format.machine': 'Machine-readable',
  'format.machineHint': 'API field names, 1234.50, ISO dates, commas: the same in every language',
  'dialog.title': 'Exporting {{noun}}',
  'dialog.cancel': 'Cancel',
  'dialog.cancelExport': 'Cancel the export',
  'progress.label': 'Export progress',
  'progress.all': 'All {{count}} {{noun}} fetched',
  'progress.soFar': '{{count}} {{noun}} fetched so far',
  'progress.saving': '{{status}}; saving the file…',
  'progress.working': '{{status}}…',
  'done.message': 'Exported {{count}} {{noun}}',
  'failed.title': 'The export failed',
} as const;
