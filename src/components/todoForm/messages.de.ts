import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'form.new': 'Neue Aufgabe',
  'form.edit': '„{{title}}“ bearbeiten',
  'form.close': 'Schließen',
  'form.notCreated': 'Die Aufgabe wurde nicht angelegt',
  'form.notSaved': 'Die Aufgabe wurde nicht gespeichert',
  'form.title': 'Titel',
  'form.enterTitle': 'Geben Sie ein, was zu tun ist',
  'form.description': 'Beschreibung',
  'form.dueDate': 'Fällig am',
  'form.dueTime': 'Fällig um',
  'form.dueTimeHint': '9:00 Uhr, wenn leer',
  'form.assignedTo': 'Zuständig',
  'form.loadingUsers': 'Benutzer werden geladen …',
  'form.chooseUser': 'Benutzer wählen',
  'form.usersFailed': 'Die Benutzer konnten nicht geladen werden: {{error}}',
  'form.noUser': 'Kein Benutzer mit diesem Namen',
  'form.flagged': 'Markiert',
  'form.done': 'Erledigt',
  'form.cancel': 'Abbrechen',
  'form.create': 'Aufgabe anlegen',
  'form.save': 'Aufgabe speichern',
  'failures.title': 'Die Aufgabe wurde gespeichert, aber nicht alle ihre zugehörigen Kontakte',
  'failures.retry':
    'Ändern Sie die zugehörigen Kontakte oder speichern Sie erneut, um es noch einmal zu versuchen.',
  'failures.notAdded': '{{name}} konnte nicht hinzugefügt werden: {{error}}',
  'failures.notRemoved': '{{name}} konnte nicht entfernt werden: {{error}}',
  'title.numbered': 'Aufgabe #{{id}}',
};
export default german;
