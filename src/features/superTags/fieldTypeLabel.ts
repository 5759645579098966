import type { Translate } from '#i18n/catalogue';
import { MULTIPLE_CHOICE, TEXT_FIELD } from '#xml/superTagNames';
import type { english } from './messages.en';

/**
 * A field type as the user reads it. The API names the types in English ("Multiple choice",
 * "Text"); those two are translated, any other type a server sends is shown as it comes.
 */
export function fieldTypeLabel(t: Translate<typeof english>, type: string): string {
  if (type === MULTIPLE_CHOICE) return t('fieldType.multipleChoice');
  if (type === TEXT_FIELD) return t('fieldType.text');
  return type;
}
