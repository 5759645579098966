import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'accountSettings.probeFailed':
    'Der Dienst konnte nicht nach den Kontoeinstellungen gefragt werden',
  'accountSettings.classicTitle': 'Von diesem Dienst nicht angeboten',
  'accountSettings.classicText':
    'Der Upstream ist ein klassischer Server: Er hat keine Kontoeinstellungen (GET /service/account.xml antwortete mit 404). Benutzer, Tokens und SuperTag-Definitionen werden dort verwaltet, wo dieses Konto betrieben wird.',
  'accountSettings.adminsTitle': 'Nur für Administratoren',
  'accountSettings.adminsText':
    'Nur die Administratoren des Kontos sehen und ändern seine Einstellungen. Bitten Sie einen von ihnen, Sie zum Administrator zu machen.',

  'changed.badge': 'Geändert',
  'changed.hint': 'Seit Ihrem letzten Besuch von jemand anderem geändert',

  'comment.showMore': 'Mehr anzeigen',
  'comment.showLess': 'Weniger anzeigen',

  'contact.person': 'Person',
  'contact.company': 'Firma',
  'contact.personNumber': 'Person Nr. {{id}}',
  'contact.companyNumber': 'Firma Nr. {{id}}',
  'contact.contactNumber': 'Kontakt Nr. {{id}}',
  'contact.typeName': 'Namen eingeben',
  'contact.nobody': 'Niemand mit diesem Namen',
  'contact.noOne': 'Keine Person und keine Firma hat diesen Namen',
  'contact.everyoneElse': 'Alle anderen',
  'contact.searching': 'Suche läuft …',

  'discard.title': 'Ungespeicherte Änderungen verwerfen?',
  'discard.text':
    'Ihre Eingaben wurden nicht gespeichert. Das Verwerfen kann nicht rückgängig gemacht werden.',
  'discard.keep': 'Weiter bearbeiten',
  'discard.discard': 'Verwerfen',

  'fieldChanges.label': 'Geänderte Felder',
  'fieldChanges.empty': 'leer',
  'fieldChanges.changedTo': 'geändert in',

  'pager.none': 'Keine {{noun}} ab {{from}}',
  'pager.showing': '{{noun}} {{from}}–{{to}}',
  'pager.pages': 'Seiten: {{noun}}',
  'pager.rowsPerPage': 'Zeilen pro Seite',
  'pager.perPage': '{{size}} pro Seite',
  'pager.previous': 'Zurück',
  'pager.next': 'Weiter',

  'filters.label': 'Filter',
  'filters.inUse': '{{count}} aktiv',

  'history.title': 'Verlauf',
  'history.unavailable': 'Dieser Server führt keinen Verlauf.',
  'history.failed': 'Der Verlauf konnte nicht geladen werden',
  'history.empty': 'Noch keine Änderungen erfasst.',

  'listEmpty.firstPage': 'Zurück zur ersten Seite',

  'query.loading': 'Wird geladen …',
  'query.tryAgain': 'Erneut versuchen',

  'undo.undo': 'Rückgängig',
  'undo.creatingAgain': 'Wird neu angelegt.',
  'conflict.title': 'Dieser Datensatz wurde geändert, während Sie ihn bearbeitet haben',
  'conflict.close': 'Schließen',
  'conflict.choose':
    'Von Ihren Änderungen wurde noch nichts gespeichert. Wo Sie beide ein Feld geändert haben, wählen Sie, welche Fassung bleibt; ein Feld, das nur die andere Person geändert hat, behält deren Änderung in jedem Fall.',
  'conflict.tableLabel': 'Ihre Fassung und die aktuelle Fassung',
  'conflict.field': 'Feld',
  'conflict.yours': 'Ihre Fassung',
  'conflict.current': 'Aktuelle Fassung',
  'conflict.changedByYou': 'Von Ihnen geändert',
  'conflict.changedByThem': 'Von der anderen Person geändert: bleibt in jedem Fall',
  'conflict.changedAlike': 'Von Ihnen beiden gleich geändert',
  'conflict.changedByBoth': 'Von beiden geändert: bitte wählen',
  'conflict.empty': '(leer)',
  'conflict.discardMine': 'Meine verwerfen, aktuelle behalten',
  'conflict.saveMine': 'Meine darüber speichern',
  'conflictForm.copyBeforeLeaving':
    'Kopieren Sie, was Sie aus dem Formular brauchen, bevor Sie es verlassen.',
  'conflictForm.notSaved': 'Nicht gespeichert',
  'conflictForm.cancel': 'Abbrechen',
  'conflictForm.save': 'Speichern',
  'comments.writeFirst': 'Schreiben Sie zuerst den Kommentar',
  'comments.added': 'Kommentar hinzugefügt',
  'comments.none': 'Noch keine Kommentare. Schreiben Sie unten den ersten.',
  'comments.list': 'Kommentare',
  'comments.new': 'Neuer Kommentar',
  'comments.add': 'Kommentar hinzufügen',
  'comments.cannotBeEmpty': 'Ein Kommentar kann nicht leer sein; löschen Sie ihn stattdessen',
  'comments.deleted': 'Kommentar gelöscht',
  'comments.by': 'Kommentar von {{author}} am {{date}}',
  'comments.unknown': 'unbekannt',
  'comments.unknownAuthor': 'Unbekannter Verfasser',
  'comments.edit': 'Kommentar bearbeiten',
  'comments.save': 'Kommentar speichern',
  'comments.cancel': 'Abbrechen',
  'comments.confirmDelete': 'Diesen Kommentar löschen?',
  'comments.yesDelete': 'Ja, löschen',
  'comments.keep': 'Behalten',
  'comments.delete': 'Kommentar löschen',

  'tags.typeFirst': 'Geben Sie einen Tag-Namen ein, drücken Sie Enter und dann „Tags hinzufügen“',
  'tags.addedOne': 'Tag „{{name}}“ hinzugefügt',
  'tags.added': '{{count}} Tags hinzugefügt',
  'tags.removed': 'Tag „{{name}}“ entfernt',
  'tags.notRemoved': 'Tag „{{name}}“ wurde nicht entfernt',
  'tags.noneShort': 'Noch keine Tags.',
  'tags.none':
    'Noch keine Tags. Fügen Sie unten welche hinzu, um diesen Datensatz mit anderen zu gruppieren.',
  'tags.list': 'Tags',
  'tags.superTag': 'SuperTag {{name}}',
  'tags.remove': 'Tag {{name}} entfernen',
  'tags.addTags': 'Tags hinzufügen',
  'tags.addHint': 'Namen eingeben und Enter drücken; mehrere auf einmal möglich',
  'tags.example': 'z. B. Kunde',
  'tags.cancel': 'Abbrechen',
  'tags.addTag': 'Tag hinzufügen',

  'search.clear': 'Suche leeren',
  documentTitle: '{{title}} · CRM-Konsole',

  'recordPage.about': 'Über {{title}}',
  'recordPage.related': 'Verknüpft mit {{title}}',
  'recordPage.activity': 'Aktivität zu {{title}}',

  'due.overdue': 'Überfällig',
  'due.today': 'Heute',
  'due.tomorrow': 'Morgen',
  'due.thisWeek': 'Diese Woche',
  'due.later': 'Später',
  'due.noDate': 'Ohne Fälligkeitsdatum',
};
export default german;
