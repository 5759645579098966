/** The contact lists' CSV columns as a reader names them (the spreadsheet format). */
export const english = {
  id: 'ID',
  name: 'Name',
  notes: 'Notes',
  tags: 'Tags',
  email: 'E-mail',
  phone: 'Phone',
  city: 'City',
  state: 'State',
  country: 'Country',
  createdAt: 'Created',
  updatedAt: 'Updated',
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  company: 'Company',
} as const;
