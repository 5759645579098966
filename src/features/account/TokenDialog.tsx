import { Button, Code, CopyButton, Modal, Stack, Text } from '@mantine/core';
import { useT } from '#i18n/useT';
import type { AccountUser } from '#xml/account';
import { accountMessages } from './messages';

/** A token just made, shown this once with a copy button: the service keeps only its hash. */
export function TokenDialog({ user, onClose }: { user: AccountUser | null; onClose: () => void }) {
  const t = useT(accountMessages);
  const name = user?.name ?? '';
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('token.title', { name })}>
      <Stack gap="sm">
        <Text size="sm">{t('token.explanation', { name })}</Text>
        <Code block aria-label={t('token.label')} style={{ overflowWrap: 'anywhere' }}>
          {user?.token}
        </Code>
        <CopyButton value={user?.token ?? ''}>
          {({ copied, copy }) => (
            <Button onClick={copy} variant="light">
              {copied ? t('token.copied') : t('token.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>{t('token.done')}</Button>
      </Stack>
    </Modal>
  );
}
