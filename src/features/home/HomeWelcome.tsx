import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '#i18n/useT';
import { homeMessages } from './messages';

/** What an empty account shows instead of empty boxes: the two ways to begin. */
export function HomeWelcome() {
  const t = useT(homeMessages);
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby="home-welcome">
      <Stack gap="sm">
        <Title order={2} size="h3" id="home-welcome">
          {t('welcome.title')}
        </Title>
        <Text>{t('welcome.intro')}</Text>
        <List spacing={4}>
          <List.Item>{t('welcome.byHand')}</List.Item>
          <List.Item>{t('welcome.import')}</List.Item>
        </List>
        <Group gap="sm">
          <Button
            component={Link}
            to="/companies"
            leftSection={<IconBuilding size={18} aria-hidden />}
          >
            {t('welcome.createCompany')}
          </Button>
          <Button
            component={Link}
            to="/import"
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            {t('welcome.importCsv')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
