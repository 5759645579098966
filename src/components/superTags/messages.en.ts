/** The SuperTags section's, cards' and form's English messages. */
export const english = {
  'section.title': 'SuperTags',
  'section.apply': 'Apply a SuperTag',
  'section.loadFailed': 'Could not load the SuperTags',
  'section.noneDefined':
    'No SuperTags are defined yet: they are defined with the service’s admin commands.',
  'section.none.company':
    'No SuperTags on this company. Use “Apply a SuperTag” to add one with its values.',
  'section.none.person':
    'No SuperTags on this person. Use “Apply a SuperTag” to add one with its values.',
  'section.none.deal':
    'No SuperTags on this deal. Use “Apply a SuperTag” to add one with its values.',

  'dialog.apply': 'Apply {{name}}',
  'dialog.edit': 'Edit {{name}}',
  'dialog.close': 'Close',
  'dialog.applySubmit': 'Apply SuperTag',
  'dialog.saveSubmit': 'Save values',

  'notice.notRemoved': '{{name}} was not removed',
  'notice.removed': '{{name}} removed',
  'notice.removedNoDefinition.company': 'The SuperTag was removed from this company.',
  'notice.removedNoDefinition.person': 'The SuperTag was removed from this person.',
  'notice.removedNoDefinition.deal': 'The SuperTag was removed from this deal.',
  'notice.valuesGone.company': 'Its values are gone from this company.',
  'notice.valuesGone.person': 'Its values are gone from this person.',
  'notice.valuesGone.deal': 'Its values are gone from this deal.',
  'notice.undo': 'Undo',
  'notice.notRestored': '{{name}} was not restored',
  'notice.saved': '{{name}} saved',
  'notice.valuesSaved.company': 'Values saved on this company.',
  'notice.valuesSaved.person': 'Values saved on this person.',
  'notice.valuesSaved.deal': 'Values saved on this deal.',

  'card.label': 'SuperTag {{name}}',
  'card.edit': 'Edit',
  'card.editLabel': 'Edit {{name}}',
  'card.remove': 'Remove',
  'card.removeLabel': 'Remove {{name}}',
  'card.noValues': 'No values yet.',
  'card.fieldLabel': '{{label}}:',
  'card.emptyHidden_one': '{{count}} empty field hidden',
  'card.emptyHidden_other': '{{count}} empty fields hidden',
  'card.fillLabel': 'Fill the empty fields of {{name}}',
  'card.fill_one': 'Fill it',
  'card.fill_other': 'Fill them',

  'form.label': 'SuperTag {{name}}',
  'form.notSaved': '{{name}} was not saved',
  'form.noFields': 'This SuperTag has no fields: applying it only marks the record.',
  'form.cancel': 'Cancel',
  'form.save': 'Save',
  'form.chooseAny': 'Choose any number',
  'form.noOptions': 'No options defined.',
} as const;
