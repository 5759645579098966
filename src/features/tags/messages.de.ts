import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'list.title': 'Tags',
  'list.filter': 'Tags filtern',
  'list.loadError': 'Die Tags konnten nicht geladen werden',
  'list.nothingYet':
    'Vergeben Sie Tags auf der Seite einer Firma oder Person oder für mehrere zugleich in der Firmen- oder Personenliste; ihre Tags stehen dann hier.',
  'list.showAll': 'Alle Tags anzeigen',
  'list.name': 'Name',
  'list.kind': 'Art',
  'list.kindSuperTag': 'SuperTag',
  'list.kindTag': 'Tag',
  'detail.notFound': 'Tag nicht gefunden',
  'detail.allTags': 'Alle Tags',
  'detail.notFoundText':
    'Kein Datensatz trägt den Tag „{{name}}“: Er wurde vielleicht vom letzten entfernt. Wählen Sie stattdessen einen Tag aus der Liste.',
  'detail.title': 'Tag „{{name}}“',
  'detail.documentTitle': 'Tag {{name}}',
  'detail.superTag': 'SuperTag: Felder und Werte ansehen',
  'detail.companies': 'Firmen',
  'detail.companiesError': 'Die Firmen mit diesem Tag konnten nicht geladen werden',
  'detail.noCompanies': 'Keine Firma trägt diesen Tag. Vergeben Sie ihn auf der Seite einer Firma.',
  'detail.allCompanies': 'Alle Firmen mit dem Tag „{{name}}“',
  'detail.people': 'Personen',
  'detail.peopleError': 'Die Personen mit diesem Tag konnten nicht geladen werden',
  'detail.noPeople': 'Keine Person trägt diesen Tag. Vergeben Sie ihn auf der Seite einer Person.',
  'detail.allPeople': 'Alle Personen mit dem Tag „{{name}}“',
  'empty.noMatch': 'Keine Tags enthalten „{{filter}}“',
  'empty.noMatchHint':
    'Prüfen Sie die Schreibweise, suchen Sie nach einem Teil davon, oder leeren Sie die Suche, um alle Tags zu sehen.',
  'empty.nothingYet': 'Noch keine Tags',
};
export default german;
