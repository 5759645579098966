/** The new-deal dialog's and the assignee picker's English messages, and the amount parser's problems. */
export const english = {
  'assignee.label': 'Assigned to',
  'assignee.option': '{{name}} ({{email}})',

  'newDeal.title': 'New deal',
  'newDeal.titleIn': 'New deal in {{status}}',
  'newDeal.close': 'Close',
  'newDeal.notAdded': 'The deal was not added',
  'newDeal.dealTitle': 'Title',
  'newDeal.enterTitle': 'Enter a title',
  'newDeal.amount': 'Amount',
  'newDeal.contact': 'Contact',
  'newDeal.contactPlaceholder': 'Search people and companies',
  'newDeal.me': 'Me',
  'newDeal.cancel': 'Cancel',
  'newDeal.add': 'Add deal',
  'newDeal.added': 'Deal added',

  'amount.currencyTwice': 'Write the currency once, before or after the amount',
  'amount.oneMinus': 'Use one minus sign, in front',
  'amount.digits': 'Enter the amount in digits',
  'amount.strayCurrency':
    '“{{character}}” is not part of an amount: a currency symbol or code goes before or after the number',
  'amount.stray': '“{{character}}” is not part of an amount',
  'amount.decimalOnce': 'Use “{{decimal}}” once, before the decimals',
  'amount.digitsAfterDecimal': 'Nothing but digits may follow the decimal mark “{{decimal}}”',
  'amount.twoDecimalsMarks':
    'At most two decimals: here “{{decimal}}” marks decimals and “{{group}}” thousands',
  'amount.twoDecimals': 'At most two decimals',
  'amount.startWithDigit': 'Start the amount with a digit',
  'amount.grouping': 'Thousands are grouped by three digits; decimals go after “{{decimal}}”',
  'amount.tooManyDigits': 'At most {{max}} digits before the decimals',
} as const;
