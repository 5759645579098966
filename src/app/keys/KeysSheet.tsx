// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../styles/screenStyles';
import { Group, Kbd, Modal, Stack, Table, Title } from '@mantine/core';
import { useT } from '#i18n/useT';
import { appMessages } from '../messages';
import { KEY_SHEET } from './keyBindings';

/** `?`: every key of the console, by where it works. */
export function KeysSheet({ onClose }: { onClose: () => void }) {
  const t = useT(appMessages);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('keys.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {KEY_SHEET.map((group) => (
          <section key={group.titleKey} aria-label={t(group.titleKey)}>
            <Title order={3} size="h5" mb={4}>
              {t(group.titleKey)}
            </Title>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {group.lines.map((line) => (
                  <Table.Tr key={line.whatKey}>
                    <Table.Td w={120}>
                      <Group gap={4} wrap="nowrap">
                        {line.keys.map((key, index) => (
                          <Kbd key={index}>{typeof key === 'string' ? key : t(key.capKey)}</Kbd>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{t(line.whatKey)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
