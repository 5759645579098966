import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'staleDelete.title': 'Dieser Datensatz wurde geändert, seit Sie ihn geöffnet haben',
  'staleDelete.close': 'Schließen',
  'staleDelete.body':
    'Jemand anderes hat ihn gespeichert, nachdem Sie diese Seite geöffnet haben. Es wurde noch nichts gelöscht.',
  'staleDelete.cancel': 'Abbrechen',
  'staleDelete.confirm': 'Trotzdem löschen',
  'toast.deleted': '{{what}} gelöscht',
  'toast.offer': 'Rückgängig legt ihn als neuen Datensatz wieder an.',
  'toast.restoring': '{{what}} wird wiederhergestellt…',
  'toast.failed': '{{what}} wurde nicht wiederhergestellt',
  'toast.restored': '{{what}} wiederhergestellt',
  'toast.restoredPartly': '{{what}} wiederhergestellt, aber nicht vollständig',
  'toast.newRecord': 'Es ist ein neuer Datensatz mit der ID {{id}}.',
  'toast.open': 'Öffnen',
  'toast.missingIntro': 'Nicht wiederhergestellt:',
  'bulk.offer': 'Rückgängig legt sie als neue Datensätze wieder an.',
  'bulk.restoringMessage': 'Sie werden neu angelegt.',
  'bulk.failed': '{{what}} wurden nicht wiederhergestellt',
  'bulk.restoredPartly': '{{what}} wiederhergestellt, aber nicht alle vollständig',
  'bulk.restoredSome': '{{restored}} von {{what}} wiederhergestellt',
  'bulk.newRecords': 'Es sind neue Datensätze mit den IDs {{ids}}.',
  'bulk.notRestored': '{{what}}: nicht wiederhergestellt ({{failure}})',
  'bulk.withoutParts': '{{what}}, neue ID {{id}}, ohne: {{missing}}',
  'step.failed': '{{what}}: {{why}}',
  'step.deletedMeanwhile': 'inzwischen gelöscht',
  'step.changedMeanwhile': 'inzwischen geändert',
  'part.location': 'Kontaktangabe „{{label}}“',
  'part.tags': 'Tags {{names}}',
  'part.superTagValues': 'Werte des SuperTags „{{name}}“',
  'part.comment': 'Kommentar „{{excerpt}}“',
};
export default german;
