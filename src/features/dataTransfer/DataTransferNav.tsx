import { Anchor, Group } from '@mantine/core';
import { NavLink } from 'react-router';

/** The two screens of getting an account's data in and out, linked to each other. */
export function DataTransferNav() {
  return (
    <Group gap="md" component="nav" aria-label="Import and snapshot">
      <Anchor component={NavLink} to="/import" end>
        Import CSV
      </Anchor>
      <Anchor component={NavLink} to="/snapshot" end>
        Snapshot and restore
      </Anchor>
    </Group>
  );
}
