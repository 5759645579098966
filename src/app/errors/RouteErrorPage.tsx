import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '#i18n/useT';
import { errorMessage } from '../../lib/errorMessage';
import { appMessages } from '../messages';
import { DocumentTitle } from '#components/DocumentTitle';

/**
 * The last line of defence: a screen threw while rendering or the router failed. It replaces the
 * whole layout, so it carries its own way back and a reload.
 */
export function RouteErrorPage() {
  const t = useT(appMessages);
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('error.notFound') : t('error.failed');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : errorMessage(error);
  return (
    <Container size="sm" py="xl" component="main" id="main-content">
      <DocumentTitle title={t('documentTitle', { title })} />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{notFound ? t('error.nothingHere') : t('error.failedText')}</Text>
        {!notFound && <Code block>{detail}</Code>}
        <Group>
          <Button component={Link} to="/companies">
            {t('error.goToCompanies')}
          </Button>
          {!notFound && (
            <Button variant="default" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
