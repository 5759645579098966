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
  'restore.stageMissing':
    'Die Phase „{{stage}}“ gibt es in diesem Konto nicht: in der offenen Standardphase des Kontos wiederhergestellt',
};

export default german;
