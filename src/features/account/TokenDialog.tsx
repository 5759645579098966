import { Button, Code, CopyButton, Modal, Stack, Text } from '@mantine/core';
import type { AccountUser } from '#xml/account';

/** A token just made, shown this once with a copy button: the service keeps only its hash. */
export function TokenDialog({ user, onClose }: { user: AccountUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title={`API token of ${user?.name ?? ''}`}>
      <Stack gap="sm">
        <Text size="sm">
          Shown only this once: copy it now and give it to {user?.name}. They sign in with it (as
          the proxy’s CRM_API_TOKEN or in an API client).
        </Text>
        <Code block aria-label="New API token" style={{ overflowWrap: 'anywhere' }}>
          {user?.token}
        </Code>
        <CopyButton value={user?.token ?? ''}>
          {({ copied, copy }) => (
            <Button onClick={copy} variant="light">
              {copied ? 'Copied' : 'Copy token'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>Done</Button>
      </Stack>
    </Modal>
  );
}
