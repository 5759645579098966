import type { SuperTagDefinition } from '#xml/superTag';

/** The SuperTag every SuperTag route test defines first: choices (one holding a comma) and texts. */
export const SCHEDULE: SuperTagDefinition = {
  name: 'work schedule',
  fields: [
    {
      name: 'Interest',
      type: 'Multiple choice',
      options: ['golf', 'sailing', 'red, white', ''],
      text: '',
    },
    { name: 'Notes', type: 'Text', options: [], text: '' },
    { name: 'monday', type: 'Text', options: [], text: '' },
  ],
};

/** A SuperTag whose field names need escaping or renaming as XML elements. */
export const ODD: SuperTagDefinition = {
  name: 'odd one',
  fields: [
    { name: 'Ünïcode', type: 'Text', options: [], text: '' },
    { name: '1st choice', type: 'Multiple choice', options: ['x<y', 'z & w'], text: '' },
    { name: 'a<b', type: 'Text', options: [], text: '' },
    { name: 'xml thing', type: 'Text', options: [], text: '' },
  ],
};
