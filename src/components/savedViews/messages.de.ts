import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'menu.views': 'Ansichten',
  'menu.viewOpen': 'Ansicht: {{name}}',
  'menu.viewOpenChanged': 'Ansicht: {{name}} (geändert)',
  'menu.browserOnly':
    'Dieser Server speichert keine Ansichten: Sie werden nur in diesem Browser gespeichert, für dieses Konto.',
  'menu.savedViews': 'Gespeicherte Ansichten',
  'menu.loading': 'Ansichten werden geladen…',
  'menu.loadFailed': 'Die Ansichten konnten nicht geladen werden',
  'menu.none': 'Noch keine gespeicherten Ansichten',
  'menu.open': 'geöffnet',
  'menu.sharedBy': ' · geteilt von {{owner}}',
  'menu.sharedByColleague': ' · geteilt von einem Kollegen',
  'menu.shared': ' · geteilt',
  'menu.saveNew': 'Als neue Ansicht speichern…',
  'menu.saveChanges': 'Änderungen an „{{name}}“ speichern',
  'menu.rename': 'Umbenennen…',
  'menu.pin': 'An die Seitenleiste anheften',
  'menu.unpin': 'Von der Seitenleiste lösen',
  'menu.share': 'Mit dem Team teilen',
  'menu.keepPersonal': 'Nur für mich behalten',
  'menu.delete': '„{{name}}“ löschen…',

  'notice.notChanged': 'Die Ansicht wurde nicht geändert',
  'notice.saved': 'Ansicht „{{name}}“ gespeichert',
  'notice.updated': 'Ansicht „{{name}}“ aktualisiert',
  'notice.pinned': 'An die Seitenleiste angeheftet',
  'notice.unpinned': 'Von der Seitenleiste gelöst',
  'notice.shared': 'Mit dem Team geteilt',
  'notice.personal': 'Nur Sie sehen jetzt diese Ansicht',

  'nameDialog.saveTitle': 'Als neue Ansicht speichern',
  'nameDialog.saveSubmit': 'Ansicht speichern',
  'nameDialog.renameTitle': 'Ansicht umbenennen',
  'nameDialog.renameSubmit': 'Umbenennen',
  'nameDialog.name': 'Name',
  'nameDialog.blank': 'Geben Sie der Ansicht einen Namen',
  'nameDialog.pin': 'An die Seitenleiste anheften',
  'nameDialog.share': 'Mit dem Team teilen',
  'nameDialog.shareHint': 'Alle im Konto können sie öffnen; nur Sie können sie ändern.',
  'nameDialog.cancel': 'Abbrechen',

  'deleteDialog.title': 'Ansicht löschen',
  'deleteDialog.text':
    'Die Ansicht „{{name}}“ löschen? Die Datensätze, die sie zeigt, bleiben erhalten.',
  'deleteDialog.textShared':
    'Die Ansicht „{{name}}“ löschen, die auch das Team sieht? Die Datensätze, die sie zeigt, bleiben erhalten.',
  'deleteDialog.cancel': 'Abbrechen',
  'deleteDialog.confirm': 'Ansicht löschen',
};
export default german;
