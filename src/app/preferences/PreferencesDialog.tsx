// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../styles/screenStyles';
import { useMemo } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useCurrency, useFormatAmount } from '../../hooks/useCurrency';
import { browserLocale, currencyCodes, defaultCurrencyFor } from '../../lib/currency';

function currencyName(code: string, names: Intl.DisplayNames | null): string {
  const name = names?.of(code);
  return name === undefined || name === code ? code : `${code} — ${name}`;
}

/**
 * The console's settings. The account's currency is saved as soon as it is chosen (every amount
 * on every screen follows at once); the default comes from the browser's locale.
 */
export function PreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { currency, setCurrency } = useCurrency();
  const formatAmount = useFormatAmount();
  const locale = browserLocale();
  const options = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      names = null;
    }
    return currencyCodes().map((code) => ({ value: code, label: currencyName(code, names) }));
  }, [locale]);
  const fallback = defaultCurrencyFor(locale);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Preferences"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <NativeSelect
          label="Account currency"
          description={`Amounts are shown like ${formatAmount('12500.00')}. The API stores amounts without a currency; this choice is kept in this browser.`}
          value={currency}
          data={options}
          onChange={(event) => setCurrency(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            Default for your browser’s language: {fallback}
          </Text>
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
