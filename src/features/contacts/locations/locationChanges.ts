import type { Location, LocationWrite } from '#xml/location';
import { locationMessages } from './messages';

/** A location as its form holds it: every field present. */
export type LocationDraft = Required<LocationWrite>;

type DraftKey = keyof LocationDraft;

/** Every field of a location, in form order. */
const KEYS: readonly DraftKey[] = [
  'label',
  'primary',
  'street1',
  'street2',
  'postalCode',
  'city',
  'state',
  'country',
  'email',
  'website',
  'phone',
  'cell',
  'fax',
];

/** A field's form label in the current language, for the form and messages about the field. */
export function locationFieldLabel(key: DraftKey): string {
  return locationMessages.t(`field.${key}`);
}

/**
 * Only the fields the user changed: the API keeps the fields a PUT leaves out, so a field someone
 * else changed meanwhile is not put back to what this form was opened with.
 */
export function changedFields(initial: LocationDraft, draft: LocationDraft): LocationWrite {
  const changes: LocationWrite = {};
  for (const key of KEYS)
    if (draft[key] !== initial[key]) Object.assign(changes, { [key]: draft[key] });
  return changes;
}

/** A field the user changed that someone else also changed, differently, since the form opened. */
export interface LocationClash {
  key: DraftKey;
  label: string;
  mine: string;
  theirs: string;
}

function shown(value: string | boolean): string {
  if (typeof value === 'boolean') return locationMessages.t(value ? 'value.yes' : 'value.no');
  return value === '' ? locationMessages.t('value.empty') : value;
}

export function locationClashes(
  initial: LocationDraft,
  draft: LocationDraft,
  current: Location,
): LocationClash[] {
  return KEYS.filter(
    (key) =>
      draft[key] !== initial[key] && current[key] !== initial[key] && current[key] !== draft[key],
  ).map((key) => ({
    key,
    label: locationFieldLabel(key),
    mine: shown(draft[key]),
    theirs: shown(current[key]),
  }));
}

/** Why an e-mail or web address cannot be right, or null; empty is fine (the field is optional). */
export function addressProblems(
  draft: Pick<LocationDraft, 'email' | 'website'>,
): Partial<Record<'email' | 'website', string>> {
  const problems: Partial<Record<'email' | 'website', string>> = {};
  const email = draft.email.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.email = locationMessages.t('problem.email');
  const website = draft.website.trim();
  if (website !== '' && !isWebAddress(website))
    problems.website = locationMessages.t('problem.website');
  return problems;
}

/** `https://…`, `http://…`, or a bare host name with a dot (`example.com/about`). */
function isWebAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
