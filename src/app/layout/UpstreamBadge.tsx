import { Badge, type BadgeProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { consoleInfoQuery } from '../../api/consoleInfo';

/** Which CRM account the console works on: the embedded service or a remote host. */
export function UpstreamBadge(props: Pick<BadgeProps, 'visibleFrom' | 'hiddenFrom'>) {
  const { data, isError } = useQuery(consoleInfoQuery);
  if (data === undefined && !isError) return null;
  const label = isError
    ? 'unknown'
    : data?.upstream === 'embedded'
      ? 'embedded service'
      : (data?.upstream ?? '');
  return (
    <Badge
      {...props}
      variant="dot"
      color={data?.upstream === 'embedded' ? 'teal' : 'blue'}
      tt="none"
      size="md"
    >
      Upstream: {label}
    </Badge>
  );
}
