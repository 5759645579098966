import { currentLanguage, currentLocale } from '#i18n/i18n';
import { catalogueFieldName } from './fieldNames';
import { historyFieldName } from './historyField';
import { libMessages } from './messages';
import { stageName } from './stageName';

/**
 * An update as the service describes it from the changed fields ("Name changed", "Deal with id,
 * status and amount changed"), when the catalogue names every field in it.
 */
function updatedFields(text: string): string | undefined {
  const match = /^(.+) changed$/.exec(text);
  if (match?.[1] === undefined) return undefined;
  const fields = match[1].split(/, | and /).map((part) => part.toLowerCase().replace(/ /g, '_'));
  if (!fields.every((field) => catalogueFieldName(field) !== undefined)) return undefined;
  const names = new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(
    fields.map(historyFieldName),
  );
  return libMessages.t('history.updated', { fields: names });
}

/**
 * Our service writes what happened to a record and its parts in English ("Name changed",
 * "Location Office added", "Tag vip removed", "SuperTag Region changed", "Comment added", "Deal
 * won"). These are the shapes it
 * writes (`server/service/store/sql`), each with its words in the reader's language; any other
 * wording (a classic server's) is shown as written, and English stays exactly as written.
 */
const SHAPES: readonly ((description: string) => string | undefined)[] = [
  updatedFields,
  (text) => {
    const match = /^Location (.+) (added|changed|removed)$/.exec(text);
    if (match === null) return undefined;
    const [, label = '', change] = match;
    if (change === 'added') return libMessages.t('service.location.added', { label });
    if (change === 'changed') return libMessages.t('service.location.changed', { label });
    return libMessages.t('service.location.removed', { label });
  },
  (text) => {
    const match = /^Tag (.+) (added|removed)$/.exec(text);
    if (match === null) return undefined;
    const [, name = '', change] = match;
    return change === 'added'
      ? libMessages.t('service.tag.added', { name })
      : libMessages.t('service.tag.removed', { name });
  },
  (text) => {
    const match = /^SuperTag (.+) (applied|changed|removed)$/.exec(text);
    if (match === null) return undefined;
    const [, name = '', change] = match;
    if (change === 'applied') return libMessages.t('service.superTag.applied', { name });
    if (change === 'changed') return libMessages.t('service.superTag.changed', { name });
    return libMessages.t('service.superTag.removed', { name });
  },
  (text) => {
    if (text === 'Comment added') return libMessages.t('service.comment.added');
    if (text === 'Comment edited') return libMessages.t('service.comment.edited');
    if (text === 'Comment removed') return libMessages.t('service.comment.removed');
    return undefined;
  },
  (text) => {
    const match = /^Deal (\S+)$/.exec(text);
    return match?.[1] === undefined
      ? undefined
      : libMessages.t('service.dealStage', { stage: stageName(match[1]) });
  },
];

/** The service's description in the reader's language, or undefined to show it as written. */
export function translatedServiceDescription(description: string): string | undefined {
  if (currentLanguage() === 'en') return undefined;
  for (const shape of SHAPES) {
    const translated = shape(description);
    if (translated !== undefined) return translated;
  }
  return undefined;
}
