// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../styles/screenStyles';
import { useMemo } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useCurrency, useFormatAmount } from '../../hooks/useCurrency';
import { currentLocale } from '#i18n/i18n';
import { useT } from '#i18n/useT';
import { browserLocale, currencyCodes, defaultCurrencyFor } from '../../lib/currency';
import { appMessages } from '../messages';

function currencyName(code: string, names: Intl.DisplayNames | null): string {
  const name = names?.of(code);
  return name === undefined || name === code ? code : `${code} — ${name}`;
}

/**
 * The console's settings. The account's currency is saved as soon as it is chosen (every amount
 * on every screen follows at once); the default comes from the browser's locale.
 */
export function PreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT(appMessages);
  const { currency, setCurrency } = useCurrency();
  const formatAmount = useFormatAmount();
  // The currencies are named in the console's language; the default follows the browser's region.
  const displayLocale = currentLocale();
  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([displayLocale], { type: 'currency' });
    } catch {
      names = null;
    }
    return currencyCodes().map((code) => ({ value: code, label: currencyName(code, names) }));
  }, [displayLocale]);
  const fallback = defaultCurrencyFor(browserLocale());
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('preferences.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <NativeSelect
          label={t('preferences.currency')}
          description={t('preferences.currencyHint', { example: formatAmount('12500.00') })}
          value={currency}
          data={options}
          onChange={(event) => setCurrency(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('preferences.defaultCurrency', { currency: fallback })}
          </Text>
          <Button variant="default" onClick={onClose}>
            {t('preferences.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
