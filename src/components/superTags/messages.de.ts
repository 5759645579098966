import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'section.title': 'SuperTags',
  'section.apply': 'SuperTag anwenden',
  'section.loadFailed': 'Die SuperTags konnten nicht geladen werden',
  'section.noneDefined':
    'Es sind noch keine SuperTags definiert: Sie werden mit den Admin-Befehlen des Dienstes definiert.',
  'section.none.company':
    'Diese Firma hat keine SuperTags. Mit „SuperTag anwenden“ fügen Sie einen mit seinen Werten hinzu.',
  'section.none.person':
    'Diese Person hat keine SuperTags. Mit „SuperTag anwenden“ fügen Sie einen mit seinen Werten hinzu.',
  'section.none.deal':
    'Dieser Deal hat keine SuperTags. Mit „SuperTag anwenden“ fügen Sie einen mit seinen Werten hinzu.',

  'dialog.apply': '{{name}} anwenden',
  'dialog.edit': '{{name}} bearbeiten',
  'dialog.close': 'Schließen',
  'dialog.applySubmit': 'SuperTag anwenden',
  'dialog.saveSubmit': 'Werte speichern',

  'notice.notRemoved': '{{name}} wurde nicht entfernt',
  'notice.removed': '{{name}} entfernt',
  'notice.removedNoDefinition.company': 'Der SuperTag wurde von dieser Firma entfernt.',
  'notice.removedNoDefinition.person': 'Der SuperTag wurde von dieser Person entfernt.',
  'notice.removedNoDefinition.deal': 'Der SuperTag wurde von diesem Deal entfernt.',
  'notice.valuesGone.company': 'Seine Werte sind von dieser Firma entfernt.',
  'notice.valuesGone.person': 'Seine Werte sind von dieser Person entfernt.',
  'notice.valuesGone.deal': 'Seine Werte sind von diesem Deal entfernt.',
  'notice.undo': 'Rückgängig',
  'notice.notRestored': '{{name}} wurde nicht wiederhergestellt',
  'notice.saved': '{{name}} gespeichert',
  'notice.valuesSaved.company': 'Werte bei dieser Firma gespeichert.',
  'notice.valuesSaved.person': 'Werte bei dieser Person gespeichert.',
  'notice.valuesSaved.deal': 'Werte bei diesem Deal gespeichert.',

  'card.label': 'SuperTag {{name}}',
  'card.edit': 'Bearbeiten',
  'card.editLabel': '{{name}} bearbeiten',
  'card.remove': 'Entfernen',
  'card.removeLabel': '{{name}} entfernen',
  'card.noValues': 'Noch keine Werte.',
  'card.fieldLabel': '{{label}}:',
  'card.emptyHidden_one': '{{count}} leeres Feld ausgeblendet',
  'card.emptyHidden_other': '{{count}} leere Felder ausgeblendet',
  'card.fillLabel': 'Die leeren Felder von {{name}} ausfüllen',
  'card.fill_one': 'Ausfüllen',
  'card.fill_other': 'Ausfüllen',

  'form.label': 'SuperTag {{name}}',
  'form.notSaved': '{{name}} wurde nicht gespeichert',
  'form.noFields': 'Dieser SuperTag hat keine Felder: Ihn anzuwenden markiert nur den Datensatz.',
  'form.cancel': 'Abbrechen',
  'form.save': 'Speichern',
  'form.chooseAny': 'Beliebig viele auswählen',
  'form.noOptions': 'Keine Optionen definiert.',
};
export default german;
