import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'assignee.label': 'Zuständig',
  'assignee.option': '{{name}} ({{email}})',

  'newDeal.title': 'Neuer Deal',
  'newDeal.titleIn': 'Neuer Deal in {{status}}',
  'newDeal.close': 'Schließen',
  'newDeal.notAdded': 'Der Deal wurde nicht angelegt',
  'newDeal.dealTitle': 'Titel',
  'newDeal.enterTitle': 'Geben Sie einen Titel ein',
  'newDeal.amount': 'Betrag',
  'newDeal.contact': 'Kontakt',
  'newDeal.contactPlaceholder': 'Personen und Firmen suchen',
  'newDeal.me': 'Ich',
  'newDeal.cancel': 'Abbrechen',
  'newDeal.add': 'Deal anlegen',
  'newDeal.added': 'Deal angelegt',

  'amount.currencyTwice': 'Schreiben Sie die Währung nur einmal, vor oder nach den Betrag',
  'amount.oneMinus': 'Verwenden Sie ein einziges Minuszeichen, vorne',
  'amount.digits': 'Geben Sie den Betrag in Ziffern ein',
  'amount.strayCurrency':
    '„{{character}}“ gehört nicht zu einem Betrag: Ein Währungssymbol oder -code steht vor oder nach der Zahl',
  'amount.stray': '„{{character}}“ gehört nicht zu einem Betrag',
  'amount.decimalOnce': 'Verwenden Sie „{{decimal}}“ nur einmal, vor den Nachkommastellen',
  'amount.digitsAfterDecimal': 'Nach dem Dezimalzeichen „{{decimal}}“ dürfen nur Ziffern folgen',
  'amount.twoDecimalsMarks':
    'Höchstens zwei Nachkommastellen: Hier trennt „{{decimal}}“ die Nachkommastellen und „{{group}}“ die Tausender',
  'amount.twoDecimals': 'Höchstens zwei Nachkommastellen',
  'amount.startWithDigit': 'Beginnen Sie den Betrag mit einer Ziffer',
  'amount.grouping':
    'Tausender werden in Dreiergruppen geschrieben; die Nachkommastellen folgen nach „{{decimal}}“',
  'amount.tooManyDigits': 'Höchstens {{max}} Stellen vor den Nachkommastellen',
};
export default german;
