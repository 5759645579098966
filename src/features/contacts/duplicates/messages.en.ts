/** The warning a new company or person form shows when the name exists already. */
export const english = {
  'notice.title': 'Possibly a duplicate',
  'notice.oneCompany': 'A company with this name exists already:',
  'notice.onePerson': 'A person with this name exists already:',
  'notice.companies': '{{number}} companies with this name exist already:',
  'notice.people': '{{number}} people with this name exist already:',
  'notice.open': 'Open {{name}}',
  'notice.createAnywayCompany': 'Create anyway if it is another company with the same name.',
  'notice.createAnywayPerson': 'Create anyway if it is another person with the same name.',
} as const;
