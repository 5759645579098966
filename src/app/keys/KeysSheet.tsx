// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../styles/screenStyles';
import { Group, Kbd, Modal, Stack, Table, Title } from '@mantine/core';
import { KEY_SHEET } from './keyBindings';

/** `?`: every key of the console, by where it works. */
export function KeysSheet({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title="Keyboard keys"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {KEY_SHEET.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Title order={3} size="h5" mb={4}>
              {group.title}
            </Title>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {group.lines.map((line) => (
                  <Table.Tr key={line.what}>
                    <Table.Td w={120}>
                      <Group gap={4} wrap="nowrap">
                        {line.keys.map((key, index) => (
                          <Kbd key={`${index}-${key}`}>{key}</Kbd>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{line.what}</Table.Td>
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
