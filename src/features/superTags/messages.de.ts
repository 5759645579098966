import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'fieldType.multipleChoice': 'Mehrfachauswahl',
  'fieldType.text': 'Text',
  emptyOption: '(leer)',
  unnamedField: 'Unbenanntes Feld',
  loadFailed: 'Der SuperTag konnte nicht geladen werden',

  'list.title': 'SuperTags',
  'list.new': 'Neuer SuperTag',
  'list.introAdministrator':
    'SuperTags sind Tags mit Feldern. Öffnen Sie einen, um die Datensätze zu sehen, die ihn tragen, und ihre Werte zu bearbeiten. Als Administrator legen Sie sie hier fest.',
  'list.introMember':
    'SuperTags sind Tags mit Feldern. Öffnen Sie einen, um die Datensätze zu sehen, die ihn tragen, und ihre Werte zu bearbeiten. Die Administratoren des Kontos legen sie fest.',
  'list.loadFailed': 'Die SuperTags konnten nicht geladen werden',
  'list.emptyAdministrator': 'Legen Sie den ersten mit „Neuer SuperTag“ an.',
  'list.emptyMember':
    'Die Administratoren des Kontos legen SuperTags fest; wenden Sie sich an einen von ihnen.',
  'card.label': 'SuperTag {{name}}',
  'card.edit': 'Bearbeiten',
  'card.editLabel': '{{name}} bearbeiten',
  'card.noFields': 'Keine Felder.',
  'card.options': 'Optionen: {{options}}',

  'detail.notFoundTitle': 'SuperTag nicht gefunden',
  'detail.notFound':
    'Es gibt keinen SuperTag namens „{{name}}“. Wählen Sie stattdessen einen aus der Liste.',
  'detail.allSuperTags': 'Alle SuperTags',
  'detail.documentTitle': 'SuperTag {{name}} · CRM-Konsole',
  'detail.fieldCount_one': 'SuperTag mit {{count}} Feld',
  'detail.fieldCount_other': 'SuperTag mit {{count}} Feldern',
  'detail.fields': 'Felder',
  'detail.records': 'Datensätze mit {{name}}',
  'detail.editHint': 'Wählen Sie einen Wert aus, um ihn direkt zu ändern.',

  'fields.none': 'Dieser SuperTag hat keine Felder: Er markiert einen Datensatz nur.',
  'fields.field': 'Feld',
  'fields.type': 'Typ',
  'fields.options': 'Optionen',
  'fields.noOptions': 'Keine',
  'fields.freeText': 'Freitext',
  'fields.freeTextWith': 'Freitext ({{text}})',

  'records.kindControl': 'Datensätze der Art',
  'records.kind.companies': 'Firmen',
  'records.kind.people': 'Personen',
  'records.kind.deals': 'Deals',
  'records.rowHeader.companies': 'Firma',
  'records.rowHeader.people': 'Person',
  'records.rowHeader.deals': 'Deal',
  'records.noun.companies': 'Firmen',
  'records.noun.people': 'Personen',
  'records.noun.deals': 'Deals',
  'records.loadFailed.companies': 'Die Firmen mit {{name}} konnten nicht geladen werden',
  'records.loadFailed.people': 'Die Personen mit {{name}} konnten nicht geladen werden',
  'records.loadFailed.deals': 'Die Deals mit {{name}} konnten nicht geladen werden',
  'records.empty.companies':
    'Keine Firma trägt {{name}}. Vergeben Sie ihn im Abschnitt „SuperTags“ einer Firma.',
  'records.empty.people':
    'Keine Person trägt {{name}}. Vergeben Sie ihn im Abschnitt „SuperTags“ einer Person.',
  'records.empty.deals':
    'Kein Deal trägt {{name}}. Vergeben Sie ihn im Abschnitt „SuperTags“ eines Deals.',
  'records.unnamedCompany': 'Firma #{{id}}',
  'records.unnamedPerson': 'Person #{{id}}',
  'records.unnamedDeal': 'Deal #{{id}}',
  'scan.starting': 'Die Deals werden durchgesehen…',
  'scan.progress_one': '{{number}} Deal durchgesehen…',
  'scan.progress_other': '{{number}} Deals durchgesehen…',

  'cell.edit': '{{field}} von {{record}}: {{value}}. Bearbeiten',
  'cell.editEmpty': '{{field}} von {{record}}: leer. Bearbeiten',
  'cell.form': '{{field}} von {{record}}',
  'cell.notSaved': 'Nicht gespeichert',
  'cell.cancel': 'Abbrechen',
  'cell.save': 'Speichern',

  'settings.back': 'SuperTags',
  'settings.newTitle': 'Neuer SuperTag',
  'settings.editTitle': 'SuperTag bearbeiten',
  'settings.saved': 'SuperTag {{name}} gespeichert',
  'settings.savedLosingValues_one':
    'SuperTag {{name}} gespeichert; {{records}} Datensatz hat einen Wert verloren',
  'settings.savedLosingValues_other':
    'SuperTag {{name}} gespeichert; {{records}} Datensätze haben einen Wert verloren',
  'delete.button': 'SuperTag löschen',
  'delete.title': '{{name}} löschen?',
  'delete.noRecords': 'Kein Datensatz trägt ihn. Dies kann nicht rückgängig gemacht werden.',
  'delete.records_one':
    '{{records}} Datensatz trägt ihn: Er verliert ihn und seine Werte. Dies kann nicht rückgängig gemacht werden.',
  'delete.records_other':
    '{{records}} Datensätze tragen ihn: Sie verlieren ihn und seine Werte. Dies kann nicht rückgängig gemacht werden.',
  'delete.keep': 'Behalten',
  'delete.confirm': 'Löschen',

  'editor.form': 'SuperTag-Definition',
  'editor.name': 'Name des SuperTags',
  'editor.addChoiceField': 'Mehrfachauswahlfeld hinzufügen',
  'editor.addTextField': 'Textfeld hinzufügen',
  'editor.lossesTitle': 'Beim Speichern gehen Werte von Datensätzen verloren',
  'editor.fieldLoss_one': 'Feld {{field}}: {{records}} Datensatz verliert seinen Wert',
  'editor.fieldLoss_other': 'Feld {{field}}: {{records}} Datensätze verlieren ihren Wert',
  'editor.optionLoss_one': 'Option {{option}} von {{field}}: {{records}} Datensatz verliert sie',
  'editor.optionLoss_other':
    'Option {{option}} von {{field}}: {{records}} Datensätze verlieren sie',
  'editor.saveFailed': 'Der SuperTag wurde nicht gespeichert',
  'editor.create': 'SuperTag anlegen',
  'editor.save': 'SuperTag speichern',

  'field.fallbackName': 'Feld {{number}}',
  'field.legend': 'Feld {{number}}',
  'field.name': 'Name von Feld {{number}}',
  'field.type': 'Typ von Feld {{number}}',
  'field.moveUp': '{{field}} nach oben verschieben',
  'field.moveDown': '{{field}} nach unten verschieben',
  'field.remove': '{{field}} entfernen',
  'field.recordsHold_one': '{{records}} Datensatz hat einen Wert in diesem Feld.',
  'field.recordsHold_other': '{{records}} Datensätze haben einen Wert in diesem Feld.',
  'option.label': 'Option {{number}} von {{field}}',
  'option.recordsHold_one': '{{records}} Datensatz hat sie',
  'option.recordsHold_other': '{{records}} Datensätze haben sie',
  'option.remove': 'Option {{number}} von {{field}} entfernen',
  'option.add': 'Option zu {{field}} hinzufügen',
  'list.nothingYet': 'Noch keine SuperTags',
  'records.noMore.companies': 'Keine weiteren Firmen',
  'records.noMore.people': 'Keine weiteren Personen',
  'records.noMore.deals': 'Keine weiteren Deals',
  'records.pastEnd.companies':
    'Nach den ersten {{offset}} gibt es keine Firmen mehr. Gehen Sie zurück zur ersten Seite.',
  'records.pastEnd.people':
    'Nach den ersten {{offset}} gibt es keine Personen mehr. Gehen Sie zurück zur ersten Seite.',
  'records.pastEnd.deals':
    'Nach den ersten {{offset}} gibt es keine Deals mehr. Gehen Sie zurück zur ersten Seite.',
  'records.nothingYet.companies': 'Noch keine Firmen',
  'records.nothingYet.people': 'Noch keine Personen',
  'records.nothingYet.deals': 'Noch keine Deals',
};
export default german;
