import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'field.title': 'Titel',
  'field.fullName': 'Vollständiger Name',
  'field.name': 'Name',
  'field.description': 'Beschreibung',
  'field.firstName': 'Vorname',
  'field.lastName': 'Nachname',
  'field.jobTitle': 'Position',
  'field.email': 'E-Mail',
  'field.website': 'Website',
  'field.phone': 'Telefon',
  'field.cell': 'Mobil',
  'field.fax': 'Fax',
  'field.street': 'Straße',
  'field.street2': 'Straße (zweite Zeile)',
  'field.city': 'Ort',
  'field.state': 'Bundesland',
  'field.postalCode': 'Postleitzahl',
  'field.country': 'Land',
  'field.locationLabel': 'Bezeichnung der Kontaktangabe',
  'field.tags': 'Tags',
  'field.notes': 'Notizen',
  'field.company': 'Firma der Person',
  'field.amount': 'Betrag',
  'field.status': 'Status',
  'field.contact': 'Kontakt (Deal mit)',
  'field.assignee': 'Zuständig',
  'field.dueDate': 'Fälligkeitsdatum',

  'import.createdBut': '#{{id}} angelegt, aber: {{error}}',
  'import.dueNotDate':
    'Fälligkeitsdatum „{{value}}“ ist kein Datum (schreiben Sie 2026-05-31, 31.05.2026 oder 05/31/2026)',
  'import.dueNotReal': 'Fälligkeitsdatum „{{value}}“ ist kein gültiges Datum',
  'import.amountNotNumber': 'Betrag „{{value}}“ ist keine Zahl',
  'import.amountDecimals': 'Betrag „{{value}}“ hat mehr als zwei Nachkommastellen',
  'import.amountTooLarge': 'Betrag „{{value}}“ ist zu groß',
  'import.statusUnknown': 'Status „{{value}}“ ist keiner von {{statuses}}',
  'import.noUser': 'Kein Benutzer „{{value}}“ in diesem Konto',

  'restore.counts.companies_one': '{{count}} Firma',
  'restore.counts.companies_other': '{{count}} Firmen',
  'restore.counts.people_one': '{{count}} Person',
  'restore.counts.people_other': '{{count}} Personen',
  'restore.counts.deals_one': '{{count}} Deal',
  'restore.counts.deals_other': '{{count}} Deals',
  'restore.counts.todos_one': '{{count}} Aufgabe',
  'restore.counts.todos_other': '{{count}} Aufgaben',
  'restore.counts.communications_one': '{{count}} Kommunikation',
  'restore.counts.communications_other': '{{count}} Kommunikationen',
  'restore.counts.separator': ', ',
  'restore.noRecords': 'keine Datensätze',
  'restore.stopped': 'Die Wiederherstellung wurde abgebrochen: {{reason}}. {{written}}',
  'restore.cancelled': 'sie wurde abgebrochen',
  'restore.created': 'Angelegt: {{parts}}; insgesamt {{writes}} Schreibvorgänge.',
  'restore.wouldCreate': 'Würde anlegen: {{parts}}.',
  'restore.notRestored':
    ' Nicht wiederhergestellt: {{refused}} (vom Dienst abgelehnt, siehe unten).',
  'restore.wouldNotRestore':
    ' Würde nicht wiederherstellen: {{refused}} (vom Dienst abgelehnt, siehe unten).',
  'restore.what.companies': 'Firma {{name}} (#{{id}})',
  'restore.what.people': 'Person {{name}} (#{{id}})',
  'restore.what.deals': 'Deal {{name}} (#{{id}})',
  'restore.what.todos': 'Aufgabe {{name}} (#{{id}})',
  'restore.what.communications': 'Kommunikation {{name}} (#{{id}})',
  'restore.unnamed.companies': 'Firma #{{id}}',
  'restore.unnamed.people': 'Person #{{id}}',
  'restore.unnamed.deals': 'Deal #{{id}}',
  'restore.unnamed.todos': 'Aufgabe #{{id}}',
  'restore.unnamed.communications': 'Kommunikation #{{id}}',
  'restore.whatPart': '{{what}}: {{part}}',
  'restore.whatContact': '{{what}} (Kontakt #{{id}})',
  'restore.part.tags': 'Tags',
  'restore.part.tag': 'Tag „{{name}}“',
  'restore.part.superTag': 'SuperTag {{name}}',
  'restore.part.comment': 'Kommentar #{{id}}',
  'restore.part.location': 'Kontaktangabe {{label}}',
  'restore.part.contactLink': 'Verknüpfung mit einem Kontakt',
  'restore.part.participant': 'Beteiligter #{{id}} ({{role}})',
  'restore.note.contactRefused':
    'Ein verknüpfter Kontakt wurde nicht wiederhergestellt (abgelehnt): Diese Verknüpfung fehlt',
  'restore.note.contactMissing':
    'Ein verknüpfter Kontakt ist nicht in der Sicherung: Diese Verknüpfung fehlt',
  'restore.note.todoRefused':
    'Eine verknüpfte Aufgabe wurde nicht wiederhergestellt (abgelehnt): Diese Verknüpfung fehlt',
  'restore.note.todoMissing':
    'Eine verknüpfte Aufgabe ist nicht in der Sicherung: Diese Verknüpfung fehlt',
  'restore.note.communicationRefused':
    'Eine verknüpfte Kommunikation wurde nicht wiederhergestellt (abgelehnt): Diese Verknüpfung fehlt',
  'restore.note.communicationMissing':
    'Eine verknüpfte Kommunikation ist nicht in der Sicherung: Diese Verknüpfung fehlt',
  'restore.note.participantRefused':
    'Ein Beteiligter wurde nicht wiederhergestellt (abgelehnt): weggelassen',
  'restore.note.participantMissing': 'Ein Beteiligter ist nicht in der Sicherung: weggelassen',
  'restore.note.partyRefused':
    'Der Kontakt des Deals wurde nicht wiederhergestellt (abgelehnt): ohne ihn wiederhergestellt',
  'restore.note.partyMissing':
    'Der Kontakt des Deals ist nicht in der Sicherung: ohne ihn wiederhergestellt',
  'restore.note.employerRefused':
    'Die Firma der Person wurde nicht wiederhergestellt (abgelehnt): ohne sie wiederhergestellt',
  'restore.note.employerMissing':
    'Die Firma der Person ist nicht in der Sicherung: ohne sie wiederhergestellt',
  'restore.note.superTagUndefined':
    'Der SuperTag {{name}} ist im Zielkonto nicht definiert: Seine Werte fehlen',
  'restore.note.valueLeftOut': '{{problem}}: Dieser Wert fehlt',
  'restore.note.commentsAsYou':
    'Kommentare werden in Ihrem Namen und mit heutigem Datum geschrieben: Das Ziel (ein klassischer Server) kann Verfasser und Datum nicht übernehmen',
  'restore.note.assigneeUnknown':
    'Die zuständige Person {{name}} ist keiner der Benutzer der Sicherung: dem aktuellen Benutzer zugewiesen',
  'restore.note.assigneeNoUser':
    'Die zuständige Person {{email}} hat keinen Benutzer im Zielkonto: dem aktuellen Benutzer zugewiesen',
  'restore.value.noOption': '{{tag}} hat keine Option „{{value}}“ in {{field}}',
  'restore.value.noField': '{{tag}} hat kein Feld {{field}}',
  'snapshot.noSection':
    'Die Sicherung hat keinen Abschnitt <{{name}}>: Sie ist keine Sicherung oder wurde abgeschnitten',
  'snapshot.itemUnreadable':
    '<{{item}}> Nummer {{index}} in <{{container}}> kann nicht gelesen werden: {{reason}}',
  'snapshot.notXml':
    'Die Sicherung ist kein wohlgeformtes XML (eine abgeschnittene oder beschädigte Datei?): {{reason}}',
  'snapshot.notSnapshot': 'Erwartet wurde ein <snapshot>-Dokument, gelesen wurde <{{name}}>',
  'snapshot.version':
    'Die Sicherungsversion {{version}} wird nicht unterstützt (dieses Programm liest Version {{supported}})',
  'snapshot.noVersion': '(keine)',
  'snapshot.participantsTwice':
    'Die Sicherung führt die Beteiligten der Kommunikation #{{id}} mehr als einmal auf; nichts wurde geschrieben',
  'snapshot.incomplete':
    'Laut Sicherung enthält sie {{expected}} Datensätze, gelesen wurden aber {{read}}: Sie ist unvollständig',
  'snapshot.partUnreadable': '<{{name}}> kann nicht gelesen werden: {{reason}}',
  'snapshot.duplicates':
    'Die Sicherung enthält mehrere Datensätze mit derselben ID, die eine Wiederherstellung zu einem zusammenführen würde: {{ids}}. IDs müssen je Art eindeutig sein; nichts wurde geschrieben',
  'snapshot.duplicatesMore':
    'Die Sicherung enthält mehrere Datensätze mit derselben ID, die eine Wiederherstellung zu einem zusammenführen würde: {{ids}} und {{more}} weitere. IDs müssen je Art eindeutig sein; nichts wurde geschrieben',
  'snapshot.duplicate.company': 'Firma #{{id}}',
  'snapshot.duplicate.person': 'Person #{{id}}',
  'snapshot.duplicate.deal': 'Deal #{{id}}',
  'snapshot.duplicate.todo': 'Aufgabe #{{id}}',
  'snapshot.duplicate.communication': 'Kommunikation #{{id}}',
  'snapshot.duplicate.companyAndPerson': 'Kontakt #{{id}} (eine Firma und eine Person)',
  'snapshot.duplicate.personAndCompany': 'Kontakt #{{id}} (eine Person und eine Firma)',
  'journal.notJournal':
    'Dies ist kein Wiederherstellungsprotokoll (erwartet: {"version":1,"target":…,"ids":{…},"done":{…}})',
  'journal.idNotNumber': 'Das Wiederherstellungsprotokoll enthält eine ID, die keine Zahl ist',
  'undo.failed.companies': 'Firma #{{id}}: {{error}}',
  'undo.failed.people': 'Person #{{id}}: {{error}}',
  'undo.failed.deals': 'Deal #{{id}}: {{error}}',
  'undo.failed.todos': 'Aufgabe #{{id}}: {{error}}',
  'undo.failed.communications': 'Kommunikation #{{id}}: {{error}}',
  'import.tooLong': '{{field}} ist zu lang ({{length}} Zeichen; höchstens {{limit}})',
  'import.tagLabel': 'Tag „{{name}}…“',
  'import.fileTooLarge':
    'Die Datei ist {{size}} MiB groß; importiert werden können höchstens {{max}} MiB: Teilen Sie sie in kleinere Dateien auf',
  'import.tooManyRows':
    'Die Datei hat mehr als {{max}} Zeilen; teilen Sie sie in Dateien mit höchstens so vielen Zeilen auf',
  'import.headerColumns':
    'Die Kopfzeile hat {{columns}} Spalten; importiert werden können höchstens {{max}}: Entfernen Sie die Spalten, die Sie nicht brauchen (oder prüfen Sie das Trennzeichen)',
  'import.rowColumns':
    'Zeile {{row}} hat {{columns}} Spalten; importiert werden können höchstens {{max}}: Entfernen Sie die Spalten, die Sie nicht brauchen (oder prüfen Sie das Trennzeichen)',
  'import.headerCell':
    'Die Kopfzeile enthält in Spalte {{column}} {{length}} Zeichen; eine Zelle kann höchstens {{max}} enthalten (der längste Wert, den ein Feld speichert)',
  'import.rowCell':
    'Zeile {{row}} enthält in Spalte {{column}} {{length}} Zeichen; eine Zelle kann höchstens {{max}} enthalten (der längste Wert, den ein Feld speichert)',
  'import.noOption': '{{field}} hat keine Option „{{value}}“',
  'import.noSuperTagField': 'Das Konto hat kein SuperTag-Feld {{tag}}: {{field}}',
  'import.noContact': 'Keine Firma und keine Person heißt „{{name}}“',
  'import.nameMissing.companies': 'Der Name fehlt',
  'import.nameMissing.people': 'Ein Name fehlt',
  'import.nameMissing.deals': 'Der Titel fehlt',
  'import.nameMissing.todos': 'Der Titel fehlt',
  'import.notEmail': 'E-Mail „{{value}}“ ist keine E-Mail-Adresse',
  'import.repeats.email': 'Wiederholt Zeile {{row}}: gleiche E-Mail',
  'import.repeats.name': 'Wiederholt Zeile {{row}}: gleicher Name',
  'import.exists.email': 'Ein Datensatz mit dieser E-Mail existiert bereits (#{{id}})',
  'import.exists.name': 'Ein Datensatz mit diesem Namen existiert bereits (#{{id}})',
  'import.updates.email': 'Aktualisiert #{{id}} (gleiche E-Mail)',
  'import.updates.name': 'Aktualisiert #{{id}} (gleicher Name)',
  'import.existsAnother.email':
    'Ein Datensatz mit dieser E-Mail existiert bereits (#{{id}}); ein weiterer wird angelegt',
  'import.existsAnother.name':
    'Ein Datensatz mit diesem Namen existiert bereits (#{{id}}); ein weiterer wird angelegt',
  'import.chooseName.companies': 'Wählen Sie die Spalte mit dem Namen der Firma',
  'import.chooseName.people':
    'Wählen Sie die Spalte mit dem vollständigen Namen der Person oder ihrem Vor- oder Nachnamen',
  'import.chooseName.deals': 'Wählen Sie die Spalte mit dem Titel des Deals',
  'import.chooseName.todos': 'Wählen Sie die Spalte mit dem Titel der Aufgabe',
  'restore.stageMissing':
    'Die Phase „{{stage}}“ gibt es in diesem Konto nicht: in der offenen Standardphase des Kontos wiederhergestellt',
};

export default german;
