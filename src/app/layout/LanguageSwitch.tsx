import { NativeSelect } from '@mantine/core';
import { useT } from '#i18n/useT';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '#i18n/language';
import { currentLanguage } from '#i18n/i18n';
import { switchLanguage } from '#i18n/switchLanguage';
import { appMessages } from '../messages';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES[language],
}));

/**
 * The console's language. A native select: one keyboard-friendly control that phones show as
 * their own picker, and no floating layer in the first download. Each language is named in itself
 * (and marked so), so a user who cannot read the current one still finds theirs.
 */
export function LanguageSwitch({ visibleFrom }: { visibleFrom?: 'sm' }) {
  const t = useT(appMessages);
  return (
    <NativeSelect
      size="xs"
      aria-label={t('language.label')}
      visibleFrom={visibleFrom}
      value={currentLanguage()}
      data={OPTIONS}
      onChange={(event) => void switchLanguage(event.currentTarget.value as Language)}
      w={104}
    />
  );
}
