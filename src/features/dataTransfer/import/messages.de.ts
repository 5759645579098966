import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'page.title': 'CSV importieren',
  'page.intro':
    'Firmen, Personen, Deals oder Aufgaben aus einer CSV-Datei (UTF-8 oder Windows-1252; getrennt durch Kommas, Semikolons oder Tabulatoren). Nichts wird geschrieben, bevor Sie den Probelauf gesehen haben.',
  'page.readingAccount': 'Das Konto wird gelesen',
  'page.loadingStep': 'Der nächste Schritt wird geladen',
  'page.cannotGoOn': 'Der Import kann nicht fortgesetzt werden',
  'page.stopped': 'Der Import wurde angehalten',

  'file.kind': 'Zu importierende Datensätze',
  'file.kind.companies': 'Firmen',
  'file.kind.people': 'Personen',
  'file.kind.deals': 'Deals',
  'file.kind.todos': 'Aufgaben',
  'file.file': 'CSV-Datei',
  'file.remove': 'Datei entfernen',
  'busy.reading': 'Die Datei wird gelesen…',
  'busy.readingRows': 'Die Datei wird gelesen… {{rows}} Zeilen',
  'busy.empty': 'Die Datei ist leer',
  'busy.readingAccount': 'Das Konto wird gelesen (vorhandene Datensätze, Benutzer, SuperTags)…',
  'busy.checking': 'Jede Zeile wird geprüft…',
  'busy.checkingRows': 'Jede Zeile wird geprüft… {{rows}}',

  'mapping.title': 'Spalten',
  'mapping.summary.utf8.commas':
    '{{file}}: {{rows}} Zeilen, gelesen als UTF-8, getrennt durch Kommas.',
  'mapping.summary.utf8.semicolons':
    '{{file}}: {{rows}} Zeilen, gelesen als UTF-8, getrennt durch Semikolons.',
  'mapping.summary.utf8.tabs':
    '{{file}}: {{rows}} Zeilen, gelesen als UTF-8, getrennt durch Tabulatoren.',
  'mapping.summary.windows.commas':
    '{{file}}: {{rows}} Zeilen, gelesen als Windows-1252, getrennt durch Kommas.',
  'mapping.summary.windows.semicolons':
    '{{file}}: {{rows}} Zeilen, gelesen als Windows-1252, getrennt durch Semikolons.',
  'mapping.summary.windows.tabs':
    '{{file}}: {{rows}} Zeilen, gelesen als Windows-1252, getrennt durch Tabulatoren.',
  'mapping.missingTitle': 'Eine Spalte fehlt',
  'mapping.missing.companies': 'Wählen Sie die Spalte mit dem Namen der Firma.',
  'mapping.missing.people':
    'Wählen Sie die Spalte mit dem vollständigen Namen der Person oder ihrem Vor- oder Nachnamen.',
  'mapping.missing.deals': 'Wählen Sie die Spalte mit dem Titel des Deals.',
  'mapping.missing.todos': 'Wählen Sie die Spalte mit dem Titel der Aufgabe.',
  'mapping.blocked.companies':
    'Der Probelauf kann nicht starten: Wählen Sie oben die Spalte mit dem Namen der Firma.',
  'mapping.blocked.people':
    'Der Probelauf kann nicht starten: Wählen Sie oben die Spalte mit dem vollständigen Namen der Person oder ihrem Vor- oder Nachnamen.',
  'mapping.blocked.deals':
    'Der Probelauf kann nicht starten: Wählen Sie oben die Spalte mit dem Titel des Deals.',
  'mapping.blocked.todos':
    'Der Probelauf kann nicht starten: Wählen Sie oben die Spalte mit dem Titel der Aufgabe.',
  'mapping.policy.people': 'Wenn eine Person mit derselben E-Mail (oder demselben Namen) existiert',
  'mapping.policy.companies': 'Wenn ein Datensatz mit demselben Namen existiert',
  'mapping.policy.other': 'Wenn ein Datensatz mit demselben Titel existiert',
  'mapping.policy.skip': 'Zeile überspringen',
  'mapping.policy.update': 'Datensatz aktualisieren',
  'mapping.policy.create': 'Weiteren anlegen',
  'mapping.dryRun': 'Probelauf',
  'columns.fields': 'Felder',
  'columns.ignore': 'Diese Spalte ignorieren',
  'columns.superTag': 'SuperTag {{name}}',
  'columns.unnamed': 'Spalte {{number}}',
  'columns.fieldFor': 'Feld für Spalte {{column}}',
  'columns.label': 'Spaltenzuordnung',
  'columns.column': 'Spalte',
  'columns.sample': 'Beispiel',
  'columns.goesTo': 'Ziel',

  'preview.title': 'Probelauf',
  'preview.summary': 'Zusammenfassung des Probelaufs',
  'preview.toCreate': '{{count}} anzulegen',
  'preview.toUpdate': '{{count}} zu aktualisieren',
  'preview.toSkip': '{{count}} zu überspringen',
  'preview.errors_one': '{{count}} Fehler',
  'preview.errors_other': '{{count}} Fehler',
  'preview.show': 'Zeilen anzeigen',
  'preview.all': 'Alle ({{count}})',
  'preview.create': 'Anlegen',
  'preview.update': 'Aktualisieren',
  'preview.skip': 'Überspringen',
  'preview.error': 'Fehler',
  'preview.table': 'Probelauf',
  'preview.row': 'Zeile',
  'preview.name': 'Name',
  'preview.outcome': 'Ergebnis',
  'preview.reason': 'Grund',
  'preview.noName': '(keiner)',
  'preview.action.create': 'anlegen',
  'preview.action.update': 'aktualisieren',
  'preview.action.skip': 'überspringen',
  'preview.action.error': 'Fehler',
  'preview.noRows': 'Keine Zeilen mit diesem Ergebnis.',
  'preview.pages': 'Seiten des Probelaufs',
  'preview.page': 'Seite {{page}}',
  'preview.start_one': '{{count}} Zeile importieren',
  'preview.start_other': '{{count}} Zeilen importieren',
  'preview.errorsLeftOut': 'Zeilen mit Fehlern werden ausgelassen (und im Bericht aufgeführt).',
  'changes.none': '— keine Änderung',
  'changes.label': 'Änderungen',
  'changes.becomes': 'wird zu',
  'changes.empty': '(leer)',

  'run.label': 'Fortschritt des Imports',
  'run.title': '{{file}} wird importiert',
  'run.rowsImported': 'Importierte Zeilen',
  'run.starting': 'Wird gestartet…',
  'run.timeLeftUnknown': 'Restzeit unbekannt',
  'run.timeLeft': 'noch etwa {{time}}',
  'run.progress': '{{done}} von {{total}} Zeilen · {{rate}} Zeilen/s · {{left}}',
  'run.progressFailed':
    '{{done}} von {{total}} Zeilen · {{rate}} Zeilen/s · {{left}} · {{failed}} gescheitert',
  'run.meanwhile':
    'Sie können inzwischen andere Seiten öffnen: Der Import läuft weiter, sein Bericht und „Rückgängig“ warten im Importverlauf unten. Wenn Sie diesen Tab schließen, wird er abgebrochen.',
  'run.cancel': 'Abbrechen',
  'run.alreadyRunning': 'Es läuft bereits ein Import',
  'leave.title': 'Ein Import läuft',
  'leave.text':
    'Er läuft weiter, während Sie auf anderen Seiten der Konsole sind. Wenn er endet, finden Sie seinen Bericht und „Rückgängig“ im Importverlauf dieser Seite. Wenn Sie den Tab schließen, wird er abgebrochen.',
  'leave.stay': 'Hier bleiben',
  'leave.go': 'Verlassen, Import fortsetzen',

  'report.cancelled': 'Import abgebrochen',
  'report.finished': 'Import abgeschlossen',
  'report.summary':
    '{{created}} angelegt, {{updated}} aktualisiert, {{skipped}} übersprungen, {{failed}} gescheitert in {{time}}.',
  'report.summaryCancelled':
    '{{created}} angelegt, {{updated}} aktualisiert, {{skipped}} übersprungen, {{failed}} gescheitert, {{notRun}} nicht ausgeführt in {{time}}.',
  'report.downloadFailed': 'Gescheiterte Zeilen herunterladen (CSV)',
  'report.downloadFailedUtf8': 'Gescheiterte Zeilen als UTF-8 herunterladen',
  'report.undo': 'Diesen Import rückgängig machen',
  'report.replaced_one':
    '{{number}} Zeichen hat in Windows-1252, der Kodierung der Datei, keinen Platz und wird im Download als ? geschrieben; der UTF-8-Download behält es.',
  'report.replaced_other':
    '{{number}} Zeichen haben in Windows-1252, der Kodierung der Datei, keinen Platz und werden im Download als ? geschrieben; der UTF-8-Download behält sie.',
  'report.firstFailed':
    'Der Download enthält die ersten {{shown}} von {{failed}} gescheiterten Zeilen.',
  'report.undone': 'Import rückgängig gemacht: {{count}} Datensätze wiederhergestellt.',
  'report.undoneWithFailures':
    'Import rückgängig gemacht: {{count}} Datensätze wiederhergestellt. {{failed}} konnten nicht rückgängig gemacht werden: {{failures}}',

  'history.title': 'Importverlauf',
  'history.none': 'In diesem Browser wurde für dieses Konto noch kein Import ausgeführt.',
  'history.label': 'Importverlauf',
  'history.entry': '{{file}} · {{kind}} · {{date}}',
  'history.entryUndone': '{{file}} · {{kind}} · {{date}} · rückgängig gemacht',
  'history.kind.companies': 'Firmen',
  'history.kind.people': 'Personen',
  'history.kind.deals': 'Deals',
  'history.kind.todos': 'Aufgaben',
};
export default german;
