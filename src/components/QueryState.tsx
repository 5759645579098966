import type { ReactNode } from 'react';
import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/errorMessage';
import { useT } from '#i18n/useT';
import { componentMessages } from './messages';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way: a skeleton shaped like the content. */
  loading: ReactNode;
  /** When it returns true, `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  /** Says what is missing and what to do about it (an action button where there is one). */
  empty?: ReactNode;
  /** What failed, e.g. "Could not load companies". */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * The three states every screen that reads data has besides its content: loading, empty and
 * failed (with a retry). Keeping them in one place gives every screen the same wording and
 * the same accessible alert.
 */
export function QueryState<T>({
  query,
  loading,
  isEmpty,
  empty,
  errorTitle,
  children,
}: QueryStateProps<T>): ReactNode {
  const t = useT(componentMessages);
  if (query.status === 'pending') {
    return (
      <div aria-busy="true" aria-live="polite">
        <VisuallyHidden>{t('query.loading')}</VisuallyHidden>
        {loading}
      </div>
    );
  }
  if (query.status === 'error') {
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        title={errorTitle}
        icon={<IconAlertTriangle aria-hidden />}
      >
        <Text size="sm" mb="sm">
          {errorMessage(query.error)}
        </Text>
        <Group>
          <Button
            variant="filled"
            color="red.9"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('query.tryAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isEmpty?.(query.data) === true) return empty ?? null;
  return children(query.data);
}
