import { Badge, type BadgeProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '#i18n/useT';
import { consoleInfoQuery } from '../../api/consoleInfo';
import { appMessages } from '../messages';

/** Which CRM account the console works on: the embedded service or a remote host. */
export function UpstreamBadge(props: Pick<BadgeProps, 'visibleFrom' | 'hiddenFrom'>) {
  const t = useT(appMessages);
  const { data, isError } = useQuery(consoleInfoQuery);
  if (data === undefined && !isError) return null;
  const label = isError
    ? t('header.upstreamUnknown')
    : data?.upstream === 'embedded'
      ? t('header.upstreamEmbedded')
      : (data?.upstream ?? '');
  return (
    <Badge
      {...props}
      variant="dot"
      color={data?.upstream === 'embedded' ? 'teal' : 'blue'}
      tt="none"
      size="md"
    >
      {t('header.upstream', { name: label })}
    </Badge>
  );
}
