import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'button.label': 'CSV exportieren',
  'format.spreadsheet': 'Für eine Tabellenkalkulation',
  'format.spreadsheetHint':
    'Spaltennamen, Zahlen und Daten wie auf diesem Bildschirm ({{example}})',
  'format.machine': 'Maschinenlesbar',
  'format.machineHint': 'Feldnamen der API, 1234.50, ISO-Daten, Kommas: in jeder Sprache gleich',
  'dialog.title': '{{noun}} werden exportiert',
  'dialog.cancel': 'Abbrechen',
  'dialog.cancelExport': 'Export abbrechen',
  'progress.label': 'Fortschritt des Exports',
  'progress.all': 'Alle {{count}} {{noun}} geladen',
  'progress.soFar': 'Bisher {{count}} {{noun}} geladen',
  'progress.saving': '{{status}}; die Datei wird gespeichert …',
  'progress.working': '{{status}} …',
  'done.message': '{{count}} {{noun}} exportiert',
  'failed.title': 'Der Export ist fehlgeschlagen',
};
export default german;
