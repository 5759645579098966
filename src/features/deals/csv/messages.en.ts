/** The deals list's CSV columns as a reader names them (the spreadsheet format). */
export const english = {
  id: 'ID',
  title: 'Title',
  status: 'Status',
  amount: 'Amount',
  dealWith: 'Deal with',
  dealWithId: 'Deal with (ID)',
  assignedTo: 'Assigned to',
  description: 'Description',
  createdAt: 'Created',
  updatedAt: 'Updated',
} as const;
