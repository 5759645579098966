import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'page.title': 'Deal-Phasen',
  'page.intro':
    'Die Status, die ein Deal durchläuft, in der Reihenfolge, in der die Pipeline sie allen zeigt: offene Phasen sind ihre Spalten, danach die gewonnenen und die verlorenen. Eine stillgelegte Phase wird für keinen neuen Wechsel angeboten und hat keine Spalte; ihre Deals behalten sie und bleiben lesbar. Klassische API-Clients sehen dieselbe Liste in deals/statuses.xml.',
  'load.error': 'Die Deal-Phasen konnten nicht geladen werden',
  'kind.open': 'Offen',
  'kind.won': 'Abgeschlossen – gewonnen',
  'kind.lost': 'Abgeschlossen – verloren',
  'row.name': 'Name der Phase {{position}}',
  'row.kind': 'Art der Phase {{position}}',
  'row.retired': 'Stillgelegt',
  'row.retiredLabel': 'Phase {{position}} stillgelegt',
  'row.deals_one': '{{count}} Deal',
  'row.deals_other': '{{count}} Deals',
  'row.new': 'Neu',
  'row.shownAs': 'Angezeigt als {{name}}',
  'row.renamed': 'Bisher {{name}}',
  'row.up': 'Phase {{position}} nach oben',
  'row.down': 'Phase {{position}} nach unten',
  'row.remove': 'Phase {{position}} entfernen',
  'list.label': 'Phasen',
  'actions.add': 'Phase hinzufügen',
  'actions.save': 'Phasen speichern',
  'save.done': 'Phasen gespeichert.',
  'save.refused': 'Die Phasen wurden nicht gespeichert',
  'moved.to': '{{name}} steht jetzt an Position {{position}}.',
  'move.title': 'Deals in der stillgelegten Phase {{name}}',
  'move.target': 'Die Deals von {{name}} verschieben nach',
  'move.button': 'Deals verschieben',
  'move.done_one': '{{count}} Deal von {{from}} nach {{to}} verschoben.',
  'move.done_other': '{{count}} Deals von {{from}} nach {{to}} verschoben.',
  'move.refused': 'Die Deals wurden nicht verschoben',
};
export default german;
