import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  id: 'ID',
  title: 'Titel',
  status: 'Status',
  amount: 'Betrag',
  dealWith: 'Deal mit',
  dealWithId: 'Deal mit (ID)',
  assignedTo: 'Zuständig',
  description: 'Beschreibung',
  createdAt: 'Erstellt',
  updatedAt: 'Geändert',
};
export default german;
