import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'notice.title': 'Möglicherweise ein Duplikat',
  'notice.oneCompany': 'Eine Firma mit diesem Namen gibt es bereits:',
  'notice.onePerson': 'Eine Person mit diesem Namen gibt es bereits:',
  'notice.companies': '{{number}} Firmen mit diesem Namen gibt es bereits:',
  'notice.people': '{{number}} Personen mit diesem Namen gibt es bereits:',
  'notice.open': '{{name}} öffnen',
  'notice.createAnywayCompany':
    'Legen Sie sie trotzdem an, wenn es eine andere Firma mit demselben Namen ist.',
  'notice.createAnywayPerson':
    'Legen Sie sie trotzdem an, wenn es eine andere Person mit demselben Namen ist.',
};
export default german;
