import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Communication } from '#xml/communication';
import { shownCommunicationType } from '../../lib/communicationTypeLabels';
import { formatDateTime } from '../../lib/formatDate';
import { nameCellLinkProps } from '../../lib/nameCellLink';
import { ListTable } from '#components/ListTable';
import { useT } from '#i18n/useT';
import { communicationMessages } from './messages';
import { HydrateLater } from '#components/takeOver/HydrateLater';

export interface CommunicationsTableProps {
  communications: readonly Communication[];
  /** Placeholder rows of the previous search while the next one loads. */
  busy: boolean;
  labelledBy: string;
}

function CommunicationDate({
  communication,
  hiddenFrom,
}: {
  communication: Communication;
  hiddenFrom?: 'sm';
}) {
  if (communication.date === null) return null;
  return (
    <Text
      size={hiddenFrom === undefined ? 'sm' : 'xs'}
      c={hiddenFrom === undefined ? undefined : 'dimmed'}
      component="time"
      dateTime={communication.date}
      display="block"
      hiddenFrom={hiddenFrom}
    >
      {formatDateTime(communication.date)}
    </Text>
  );
}

/** One row per communication: subject (linking to it), type, date and the start of the body as room allows. */
export function CommunicationsTable({
  communications,
  busy,
  labelledBy,
}: CommunicationsTableProps) {
  const t = useT(communicationMessages);
  return (
    <ListTable labelledBy={labelledBy} busy={busy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.subject')}</Table.Th>
          <Table.Th scope="col">{t('table.type')}</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t('table.date')}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="md">
            {t('table.body')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {communications.map((communication) => (
          <HydrateLater key={communication.id}>
            <Table.Tr>
              <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                <Anchor
                  component={Link}
                  to={`/communications/${communication.id}`}
                  {...nameCellLinkProps(communication.subject)}
                >
                  {communication.subject === ''
                    ? t('table.untitled', { id: communication.id })
                    : communication.subject}
                </Anchor>
                {/* Phones have no Date column: the date under the subject tells same-subject rows apart. */}
                <CommunicationDate communication={communication} hiddenFrom="sm" />
              </Table.Th>
              <Table.Td>
                <Badge variant="light" color="gray" tt="none" miw="max-content">
                  {shownCommunicationType(communication.ctype)}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <CommunicationDate communication={communication} />
              </Table.Td>
              <Table.Td visibleFrom="md" maw={420}>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {communication.body}
                </Text>
              </Table.Td>
            </Table.Tr>
          </HydrateLater>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
