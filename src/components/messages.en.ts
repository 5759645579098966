/** The shared components' English messages (dialogs, pickers, pagers, states of a query). */
export const english = {
  'accountSettings.probeFailed': 'Could not ask the service about account settings',
  'accountSettings.classicTitle': 'Not offered by this service',
  'accountSettings.classicText':
    'The upstream is a classic server: it has no account settings (GET /service/account.xml answered 404). Users, tokens and SuperTag definitions are managed where that account is hosted.',
  'accountSettings.adminsTitle': 'For administrators only',
  'accountSettings.adminsText':
    'Only the account’s administrators see and change its settings. Ask one of them to make you an administrator.',

  'changed.badge': 'Changed',
  'changed.hint': 'Changed by someone else since your last visit',

  'comment.showMore': 'Show more',
  'comment.showLess': 'Show less',

  'contact.person': 'Person',
  'contact.company': 'Company',
  'contact.personNumber': 'Person #{{id}}',
  'contact.companyNumber': 'Company #{{id}}',
  'contact.contactNumber': 'Contact #{{id}}',
  'contact.typeName': 'Type a name',
  'contact.nobody': 'Nobody by that name',
  'contact.noOne': 'No person or company has that name',
  'contact.everyoneElse': 'Everyone else',
  'contact.searching': 'Searching…',

  'discard.title': 'Discard unsaved changes?',
  'discard.text': 'What you typed has not been saved. Discarding it cannot be undone.',
  'discard.keep': 'Keep editing',
  'discard.discard': 'Discard',

  'fieldChanges.label': 'Field changes',
  'fieldChanges.empty': 'empty',
  'fieldChanges.changedTo': 'changed to',

  'pager.none': 'No {{noun}} from {{from}}',
  'pager.showing': 'Showing {{noun}} {{from}}–{{to}}',
  'pager.pages': 'Pages of {{noun}}',
  'pager.rowsPerPage': 'Rows per page',
  'pager.perPage': '{{size}} per page',
  'pager.previous': 'Previous',
  'pager.next': 'Next',

  'filters.label': 'Filters',
  'filters.inUse': '{{count}} in use',

  'history.title': 'History',
  'history.unavailable': 'This server keeps no history.',
  'history.failed': 'Could not load the history',
  'history.empty': 'No changes recorded yet.',

  'listEmpty.firstPage': 'Back to the first page',

  'query.loading': 'Loading…',
  'query.tryAgain': 'Try again',

  'undo.undo': 'Undo',
  'undo.creatingAgain': 'Creating it again.',
  'conflict.title': 'This record changed while you were editing',
  'conflict.close': 'Close',
  'conflict.choose':
    'Nothing of yours was saved yet. Where you both changed a field, choose which version to keep; a field only they changed keeps their change either way.',
  'conflict.tableLabel': 'Your version and the current version',
  'conflict.field': 'Field',
  'conflict.yours': 'Your version',
  'conflict.current': 'Current version',
  'conflict.changedByYou': 'Changed by you',
  'conflict.changedByThem': 'Changed by them: kept either way',
  'conflict.changedAlike': 'You both changed it alike',
  'conflict.changedByBoth': 'Both changed: choose',
  'conflict.empty': '(empty)',
  'conflict.discardMine': 'Discard mine, keep current',
  'conflict.saveMine': 'Save mine over it',
  'conflictForm.copyBeforeLeaving': 'Copy what you need from the form before leaving.',
  'conflictForm.notSaved': 'Not saved',
  'conflictForm.cancel': 'Cancel',
  'conflictForm.save': 'Save',

  'search.clear': 'Clear search',
  documentTitle: '{{title}} · CRM console',
  'recordPage.about': 'About {{title}}',
  'recordPage.related': 'Related to {{title}}',
  'recordPage.activity': 'Activity on {{title}}',
} as const;
