import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'limits.counter': '{{length}} / {{limit}} Zeichen',

  'error.fallback': 'Etwas ist schiefgegangen. Versuchen Sie es gleich noch einmal.',

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

  'communication.email': 'E-Mail',
  'communication.note': 'Notiz',
  'communication.phone': 'Telefon',
  'communication.chat': 'Chat',
  'communication.meeting': 'Besprechung',

  'date.unfinished': 'Vervollständigen Sie das Datum (Tag, Monat und Jahr) oder leeren Sie es',
  'date.malformed': 'Geben Sie ein Datum als Tag, Monat und Jahr ein',
  'date.yearOutOfRange': 'Geben Sie ein Jahr von {{min}} bis {{max}} ein (nicht {{year}})',
};
export default german;
