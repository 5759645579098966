import { currentLocale } from '#i18n/i18n';
import { libMessages } from './messages';

/** The classic API's four fixed statuses, by their name in lower case. */
const CLASSIC_STAGES = {
  pending: 'stage.pending',
  won: 'stage.won',
  lost: 'stage.lost',
  failure: 'stage.failure',
} as const;

const isClassic = (key: string): key is keyof typeof CLASSIC_STAGES =>
  Object.hasOwn(CLASSIC_STAGES, key);

/**
 * A deal stage (status) as the reader sees it. The classic four (Pending, Won, Lost, Failure, as
 * a new account has them and deals hold them, `pending`) are the API's fixed values, so they are
 * shown in the console's language; any other name is the account's own and shown as stored. Where
 * the language's word is the classic name itself (English), the stored spelling stays, so a deal's
 * `pending` reads as before. Read when shown: it follows a language switch.
 */
export function stageName(name: string): string {
  const key = name.trim().toLowerCase();
  if (!isClassic(key)) return name;
  const shown = libMessages.t(CLASSIC_STAGES[key]);
  return shown.toLowerCase() === key ? name : shown;
}

/** Several stages in one phrase, as the language lists them ("Lost and Failure"). */
export function stageNameList(names: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(names.map(stageName));
}
