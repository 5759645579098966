import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What an empty account shows instead of empty boxes: the two ways to begin. */
export function HomeWelcome() {
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="home-welcome">
      <Stack gap="sm">
        <Title order={2} size="h3" id="home-welcome">
          Welcome: your account is empty
        </Title>
        <Text>
          Start with the companies you work with; people, deals and to-dos hang below them.
        </Text>
        <List spacing={4}>
          <List.Item>Create a company by hand: open Companies and choose “New company”.</List.Item>
          <List.Item>
            Or import the companies, people, deals or to-dos you keep elsewhere from a CSV file.
          </List.Item>
        </List>
        <Group gap="sm">
          <Button
            component={Link}
            to="/companies"
            leftSection={<IconBuilding size={18} aria-hidden />}
          >
            Create a company
          </Button>
          <Button
            component={Link}
            to="/import"
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            Import a CSV file
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
