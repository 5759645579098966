import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorMessage } from '../../lib/errorMessage';

/**
 * The last line of defence: a screen threw while rendering or the router failed. It replaces the
 * whole layout, so it carries its own way back and a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'This screen failed';
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : errorMessage(error);
  return (
    <Container size="sm" py="xl" component="main" id="main-content">
      <title>{`${title} · CRM console`}</title>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>
          {notFound
            ? 'There is nothing at this address. Check the link or go to the companies list.'
            : 'Something went wrong while showing this screen. Reloading usually helps; if it does not, go back to the companies list.'}
        </Text>
        {!notFound && <Code block>{detail}</Code>}
        <Group>
          <Button component={Link} to="/companies">
            Go to companies
          </Button>
          {!notFound && (
            <Button variant="default" onClick={() => window.location.reload()}>
              Reload
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
