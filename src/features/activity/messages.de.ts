import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'entry.deleted': '(gelöscht)',
  'filters.recordKind': 'Art des Datensatzes',
  'filters.allKinds': 'Alle Arten',
  'filters.everyone': 'Alle',
  'filters.from': 'Von',
  'filters.to': 'Bis',
  'activity.title': 'Aktivität',
  'activity.user': 'Benutzer',
  'activity.list': 'Aktivität',
  'activity.empty': 'In dieser Auswahl ist nichts geschehen.',
  'comments.title': 'Kommentare',
  'comments.author': 'Verfasser',
  'comments.list': 'Kommentare',
  'comments.empty': 'Keine Kommentare in dieser Auswahl.',
  'reply.writeFirst': 'Schreiben Sie zuerst die Antwort',
  'reply.posted': 'Antwort zu {{record}} veröffentlicht',
  'reply.open': 'Antworten',
  'reply.label': 'Antwort zu {{record}}',
  'reply.post': 'Antwort senden',
  'reply.cancel': 'Abbrechen',
  'stream.loading': 'Wird geladen …',
  'stream.noHistoryTitle': 'Kein Verlauf',
  'stream.noHistory': 'Dieser Server führt keinen Verlauf: Er hat keinen Aktivitätsstrom.',
  'stream.loadError': 'Die Aktivität konnte nicht geladen werden',
  'stream.retry': 'Erneut versuchen',
  'stream.loadMoreError': 'Weitere Einträge konnten nicht geladen werden',
  'stream.loadMore': 'Mehr laden',
  'stream.end': 'Das ist alles.',
};
export default german;
