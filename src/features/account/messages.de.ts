import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'users.title': 'Benutzer',
  'users.intro':
    'Alle mit Zugang zu diesem Konto. Das Token eines deaktivierten Benutzers verliert sofort seine Gültigkeit; seine Datensätze behalten seinen Namen. Administratoren verwalten auch Benutzer und SuperTags.',
  'users.loadFailed': 'Die Benutzer konnten nicht geladen werden',
  'users.changeRefused': 'Die Änderung wurde abgelehnt',
  'users.table': 'Benutzer',
  'users.name': 'Name',
  'users.role': 'Rolle',
  'users.access': 'Zugang',
  'users.roleOf': 'Rolle von {{name}}',
  'users.deactivated': 'Deaktiviert',
  'users.deactivate': 'Deaktivieren',
  'users.activate': 'Aktivieren',
  'users.deactivateUser': '{{name}} deaktivieren',
  'users.activateUser': '{{name}} aktivieren',
  'users.resetToken': 'Token zurücksetzen',
  'users.resetTokenOf': 'Token von {{name}} zurücksetzen',
  'role.administrator': 'Administrator',
  'role.member': 'Mitglied',
  'addColleague.form': 'Kollegen hinzufügen',
  'addColleague.name': 'Name',
  'addColleague.email': 'E-Mail',
  'addColleague.role': 'Rolle',
  'addColleague.submit': 'Kollegen hinzufügen',
  'addColleague.failed': 'Der Kollege wurde nicht hinzugefügt',
  'token.title': 'API-Token von {{name}}',
  'token.explanation':
    'Wird nur dieses eine Mal angezeigt: Kopieren Sie es jetzt und geben Sie es {{name}}. Damit meldet sich die Person an (als CRM_API_TOKEN des Proxys oder in einem API-Client).',
  'token.label': 'Neues API-Token',
  'token.copied': 'Kopiert',
  'token.copy': 'Token kopieren',
  'token.done': 'Fertig',
};
export default german;
