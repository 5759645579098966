import type { ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';
import { DocumentTitle } from './DocumentTitle';

export interface NotFoundMessageProps {
  title: string;
  children: ReactNode;
  backTo: string;
  backLabel: string;
}

/** Nothing at this address: says so and offers the way back. */
export function NotFoundMessage({ title, children, backTo, backLabel }: NotFoundMessageProps) {
  const t = useT(componentMessages);
  return (
    <Stack gap="md" maw={560}>
      <DocumentTitle title={t('documentTitle', { title })} />
      <Title order={1}>{title}</Title>
      <Text>{children}</Text>
      <div>
        <Button component={Link} to={backTo}>
          {backLabel}
        </Button>
      </div>
    </Stack>
  );
}
