import type { Translation } from '#i18n/catalogue';
import type { english } from './messages.en';

const german: Translation<typeof english> = {
  'page.title': 'Sicherung und Wiederherstellung',

  'export.title': 'Sicherung exportieren',
  'export.intro':
    'Eine XML-Datei mit den Datensätzen, ihren Tags, SuperTag-Werten, Kontaktangaben, Kommentaren, Beteiligten und allen Verknüpfungen zwischen ihnen.',
  'export.what': 'Was exportieren',
  'export.titleContains': 'Titel enthält',
  'export.nameContains': 'Name enthält',
  'export.tag': 'Tag',
  'export.status': 'Status',
  'export.button': 'Sicherung exportieren',
  'export.reading': 'Wird gelesen … bisher {{records}} Datensätze',
  'export.saved': 'Sicherung gespeichert: {{counts}}.',

  'scope.account': 'Das ganze Konto',
  'scope.companies': 'Passende Firmen',
  'scope.people': 'Passende Personen',
  'scope.deals': 'Passende Deals',

  'counts.companies_one': '{{count}} Firma',
  'counts.companies_other': '{{count}} Firmen',
  'counts.people_one': '{{count}} Person',
  'counts.people_other': '{{count}} Personen',
  'counts.deals_one': '{{count}} Deal',
  'counts.deals_other': '{{count}} Deals',
  'counts.todos_one': '{{count}} Aufgabe',
  'counts.todos_other': '{{count}} Aufgaben',
  'counts.communications_one': '{{count}} Kommunikation',
  'counts.communications_other': '{{count}} Kommunikationen',
  'counts.separator': ', ',

  'restore.title': 'Sicherung in dieses Konto wiederherstellen',
  'restore.intro':
    'Die Datensätze werden neu angelegt und jede Verknüpfung zeigt auf die wiederhergestellten Datensätze. Eine Wiederherstellung zeigt zuerst, was sie anlegen wird, und fragt nach; ein Probelauf schreibt nichts.',
  'restore.file': 'Sicherungsdatei',
  'restore.removeFile': 'Datei entfernen',
  'restore.unreadable':
    'Diese Datei kann nicht wiederhergestellt werden (es wurde nichts geschrieben)',
  'restore.summaryAccount': 'Sicherung eines Kontos vom {{taken}} UTC: {{counts}}.',
  'restore.summaryCompanies': 'Sicherung von Firmen vom {{taken}} UTC: {{counts}}.',
  'restore.summaryPeople': 'Sicherung von Personen vom {{taken}} UTC: {{counts}}.',
  'restore.summaryDeals': 'Sicherung von Deals vom {{taken}} UTC: {{counts}}.',
  'restore.summaryOther': 'Sicherung von {{scope}} vom {{taken}} UTC: {{counts}}.',
  'restore.progressLabel': 'Wiederhergestellte Datensätze',
  'restore.progress': '{{done}} von {{total}} Datensätzen',
  'restore.memory':
    'Dieses Konto merkt sich, was Wiederherstellungen angelegt haben: Wenn Sie diese Wiederherstellung erneut ausführen, in einem beliebigen Browser oder mit {{command}}, wird nichts doppelt angelegt.',
  'restore.memoryBefore_one':
    ' {{n}} Datensatz dieser Sicherung wurde bereits zuvor wiederhergestellt.',
  'restore.memoryBefore_other':
    ' {{n}} Datensätze dieser Sicherung wurden bereits zuvor wiederhergestellt.',
  'restore.dryRun': 'Probelauf',
  'restore.restore': 'Wiederherstellen …',
  'restore.undo_one': 'Diese Wiederherstellung rückgängig machen ({{n}} Datensatz)',
  'restore.undo_other': 'Diese Wiederherstellung rückgängig machen ({{n}} Datensätze)',
  'restore.cancel': 'Abbrechen',
  'restore.undoneTitle': 'Wiederherstellung rückgängig gemacht',
  'restore.undone_one': 'Rückgängig gemacht: {{n}} Datensatz gelöscht.',
  'restore.undone_other': 'Rückgängig gemacht: {{n}} Datensätze gelöscht.',
  'restore.undoFailures': ' {{n}} konnten nicht gelöscht werden: {{failures}}',
  'restore.undoStopped':
    'Das Rückgängigmachen wurde abgebrochen: {{error}}. Machen Sie es erneut rückgängig, um fortzufahren.',

  'journal.title': 'Diese Datei wurde bereits einmal wiederhergestellt',
  'journal.text_one':
    '{{n}} Datensatz wurde dabei wiederhergestellt. Eine erneute Wiederherstellung setzt fort: Noch vorhandene Datensätze werden nicht doppelt angelegt.',
  'journal.text_other':
    '{{n}} Datensätze wurden dabei wiederhergestellt. Eine erneute Wiederherstellung setzt fort: Noch vorhandene Datensätze werden nicht doppelt angelegt.',
  'journal.download': 'Protokoll herunterladen',
  'journal.forget': 'Vergessen (alles erneut wiederherstellen)',

  'confirm.title': 'Diese Sicherung wiederherstellen?',
  'confirm.willCreate': 'Wird {{create}} Datensätze anlegen, bereits vorhanden: {{present}}.',
  'confirm.willCreateRefused':
    'Wird {{create}} Datensätze anlegen, bereits vorhanden: {{present}}, abgelehnt: {{refused}}.',
  'confirm.superTags': 'Zuerst angelegte SuperTags: {{n}}.',
  'confirm.problems_one':
    '{{n}} Datensatz oder Teil wird ohne etwas wiederhergestellt, aus {{causes}} Gründen (nach der Wiederherstellung aufgelistet).',
  'confirm.problems_other':
    '{{n}} Datensätze oder Teile werden ohne etwas wiederhergestellt, aus {{causes}} Gründen (nach der Wiederherstellung aufgelistet).',
  'confirm.cancel': 'Abbrechen',
  'confirm.restore_one': '{{n}} Datensatz wiederherstellen',
  'confirm.restore_other': '{{n}} Datensätze wiederherstellen',

  'plan.me': 'Ich (der aktuelle Benutzer)',
  'plan.user': '{{name}} <{{email}}>',
  'plan.assignees': 'Zuständige ohne Benutzer in diesem Konto ({{n}})',
  'plan.assignee_one': '{{name}} <{{email}}> ({{n}} Datensatz)',
  'plan.assignee_other': '{{name}} <{{email}}> ({{n}} Datensätze)',
  'plan.userFor': 'Benutzer für {{email}}',
  'plan.superTags': 'SuperTags, die dieses Konto nicht definiert',
  'plan.superTag': '{{name}}: {{fields}}',
  'plan.memberCannot':
    'Nur die Administratoren des Kontos können SuperTags definieren: Bitten Sie einen von ihnen, diese zuerst anzulegen, sonst werden ihre Werte ausgelassen.',
  'plan.createSuperTags':
    'Diese SuperTags vor der Wiederherstellung so anlegen, wie die Sicherung sie definiert',
  'plan.classic':
    'Das Ziel ist ein klassischer Server, der keine SuperTags definieren kann: Ihre Werte werden ausgelassen.',

  'result.stopped': 'Die Wiederherstellung wurde abgebrochen',
  'result.stoppedText':
    '{{error}} Stellen Sie erneut wieder her, um fortzufahren: Bereits Geschriebenes wird nicht doppelt angelegt.',
  'result.dryRunTitle': 'Probelauf: Es wurde nichts geschrieben',
  'result.finished': 'Wiederherstellung abgeschlossen',
  'result.reused_one': ' {{n}} Datensatz wurde bereits bei einem früheren Lauf wiederhergestellt.',
  'result.reused_other':
    ' {{n}} Datensätze wurden bereits bei einem früheren Lauf wiederhergestellt.',
  'result.wouldRefuse': 'Was der Dienst ablehnen würde',
  'result.refused': 'Was der Dienst abgelehnt hat',
  'result.refusesLabel': 'Was der Dienst ablehnt',
  'result.wouldLack': 'Was ohne einen Teil wiederhergestellt würde',
  'result.lacked': 'Was ohne einen Teil wiederhergestellt wurde',
  'result.lackedLabel': 'Was ohne einen Teil wiederhergestellt wurde',
  'result.groupTitle': '{{title}} ({{total}})',
  'result.causeCount': ' ({{n}}): {{items}}',
  'result.causeCountMore': ' ({{n}}): {{items}} und {{more}} weitere',
};

export default german;
