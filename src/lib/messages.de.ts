import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'limits.counter': '{{length}} / {{limit}} Zeichen',

  'error.fallback': 'Etwas ist schiefgegangen. Versuchen Sie es gleich noch einmal.',

  'api.aborted': 'Die Anfrage wurde abgebrochen',
  'api.network':
    'Der CRM-Dienst ist nicht erreichbar: Prüfen Sie die Verbindung und versuchen Sie es erneut',
  'api.status400': 'Der CRM-Dienst hat die Anfrage nicht verstanden',
  'api.status401': 'Der CRM-Dienst hat die Zugangsdaten nicht akzeptiert',
  'api.status403': 'Nicht erlaubt',
  'api.status404': 'Der Datensatz wurde nicht gefunden (vielleicht wurde er gelöscht)',
  'api.status405': 'Dieser Vorgang wird nicht unterstützt',
  'api.status412':
    'Der Datensatz wurde seit dem Laden von jemand anderem geändert: Laden Sie ihn neu und versuchen Sie es erneut',
  'api.status413': 'Die Anfrage ist für den CRM-Dienst zu groß',
  'api.status415': 'Der CRM-Dienst hat das Format der Anfrage nicht akzeptiert',
  'api.status422': 'Die Werte wurden nicht akzeptiert',
  'api.status429': 'Zu viele Versuche: Warten Sie einen Moment und versuchen Sie es erneut',
  'api.status429After': 'Zu viele Versuche: Versuchen Sie es in {{seconds}} Sekunden erneut',
  'api.status502': 'Der CRM-Dienst ist nicht erreichbar',
  'api.status503': 'Der CRM-Dienst ist im Moment nicht verfügbar',
  'api.status504': 'Der CRM-Dienst hat nicht rechtzeitig geantwortet',
  'api.serverFailed': 'Der CRM-Dienst ist gescheitert (Status {{status}})',
  'api.requestFailed': 'Die Anfrage ist gescheitert (Status {{status}})',

  'activity.kind.created': 'erstellte',
  'activity.kind.updated': 'änderte',
  'activity.kind.deleted': 'löschte',
  'activity.kind.tagged': 'taggte',
  'activity.kind.untagged': 'entfernte einen Tag von',
  'activity.kind.super_tag_set': 'setzte einen SuperTag bei',
  'activity.kind.super_tag_removed': 'entfernte einen SuperTag von',
  'activity.kind.location_added': 'ergänzte eine Kontaktangabe bei',
  'activity.kind.location_changed': 'änderte eine Kontaktangabe bei',
  'activity.kind.location_removed': 'entfernte eine Kontaktangabe von',
  'activity.kind.commented': 'kommentierte',
  'activity.kind.comment_edited': 'bearbeitete einen Kommentar zu',
  'activity.kind.comment_removed': 'entfernte einen Kommentar von',
  'activity.kind.participant_added': 'ergänzte einen Teilnehmer bei',
  'activity.kind.participant_removed': 'entfernte einen Teilnehmer von',
  'activity.kind.related_contact_added': 'ergänzte einen verbundenen Kontakt bei',
  'activity.kind.related_contact_removed': 'entfernte einen verbundenen Kontakt von',
  'activity.record.Company': 'Firma',
  'activity.record.Person': 'Person',
  'activity.record.Deal': 'Deal',
  'activity.record.Todo': 'Aufgabe',
  'activity.record.Communication': 'Kommunikation',
  'activity.actor': '{{name}} {{action}}',
  'activity.someone': 'Jemand',

  'views.storageOff':
    'Dieser Browser erlaubt es nicht, Ansichten zu behalten (Speicher ist ausgeschaltet)',
  'views.storageFull': 'Dieser Browser hat keinen Platz mehr für eine weitere Ansicht',
  'views.nameBlank': 'Der Name darf nicht leer sein',
  'views.nameTooLong': 'Der Name ist zu lang (höchstens {{max}} Zeichen)',
  'views.tooMany': 'Höchstens {{max}} Ansichten können behalten werden: Löschen Sie zuerst eine',
  'views.gone': 'Diese Ansicht gibt es nicht mehr',

  'communication.email': 'E-Mail',
  'communication.note': 'Notiz',
  'communication.phone': 'Telefon',
  'communication.chat': 'Chat',
  'communication.meeting': 'Besprechung',

  'stage.pending': 'Offen',
  'stage.won': 'Gewonnen',
  'stage.lost': 'Verloren',
  'stage.failure': 'Gescheitert',

  'date.unfinished': 'Vervollständigen Sie das Datum (Tag, Monat und Jahr) oder leeren Sie es',
  'date.malformed': 'Geben Sie ein Datum als Tag, Monat und Jahr ein',
  'date.yearOutOfRange': 'Geben Sie ein Jahr von {{min}} bis {{max}} ein (nicht {{year}})',
};
export default german;
