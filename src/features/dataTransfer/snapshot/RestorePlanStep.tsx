import { Alert, Checkbox, List, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '#api/account';
import { useApiClient } from '#api/client/ApiClientProvider';
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import type { RestorePlan } from '../engine/snapshot/restorePlan';
import { snapshotMessages } from './messages';
import type { RestoreChoices } from './useRestore';

/** The current user: what an assignee without a user goes to unless another is chosen. */
const CURRENT = '';

/**
 * Before anything is written: a user for each assignee's e-mail the target lacks, and the
 * SuperTags the target does not define (created first on our service, once confirmed here).
 */
export function RestorePlanStep({
  plan,
  choices,
  onChange,
  disabled,
}: {
  plan: RestorePlan;
  choices: RestoreChoices;
  onChange: (next: RestoreChoices) => void;
  disabled: boolean;
}) {
  const t = useT(snapshotMessages);
  // Defining SuperTags is the administrators' (the service answers a member 403): a member is
  // told so instead of being offered a choice that would stop the restore.
  const probe = useQuery(accountQueries.probe(useApiClient()));
  const isMember = probe.data?.kind === 'extension' && probe.data.info.role !== 'administrator';
  const userOptions = [
    { value: CURRENT, label: t('plan.me') },
    ...plan.targetUsers.map((u) => ({
      value: u.email,
      label: t('plan.user', { name: u.name, email: u.email }),
    })),
  ];
  return (
    <Stack gap="sm">
      {plan.missingAssignees.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('plan.assignees', { n: formatNumber(plan.missingAssignees.length) })}
          </Text>
          <Table.ScrollContainer minWidth={0}>
            <Table>
              <Table.Tbody>
                {plan.missingAssignees.map((a) => {
                  const key = a.email.toLowerCase();
                  return (
                    <Table.Tr key={key}>
                      <Table.Td>
                        {t('plan.assignee', {
                          name: a.name,
                          email: a.email,
                          count: a.records,
                          n: formatNumber(a.records),
                        })}
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          aria-label={t('plan.userFor', { email: a.email })}
                          data={userOptions}
                          value={choices.assignees[key] ?? CURRENT}
                          disabled={disabled}
                          onChange={(event) => {
                            const assignees = { ...choices.assignees };
                            if (event.currentTarget.value === CURRENT) delete assignees[key];
                            else assignees[key] = event.currentTarget.value;
                            onChange({ ...choices, assignees });
                          }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {plan.missingSuperTags.length > 0 && (
        <Alert color="yellow" title={t('plan.superTags')} role="status">
          <List size="sm" aria-label={t('plan.superTags')}>
            {plan.missingSuperTags.map((d) => (
              <List.Item key={d.name}>
                {t('plan.superTag', {
                  name: d.name,
                  fields: d.fields.map((f) => f.name).join(', '),
                })}
              </List.Item>
            ))}
          </List>
          {plan.accountKeepsMap && isMember ? (
            <Text size="sm" mt="xs">
              {t('plan.memberCannot')}
            </Text>
          ) : plan.accountKeepsMap ? (
            <Checkbox
              mt="xs"
              label={t('plan.createSuperTags')}
              checked={choices.createSuperTags}
              disabled={disabled}
              onChange={(event) =>
                onChange({ ...choices, createSuperTags: event.currentTarget.checked })
              }
            />
          ) : (
            <Text size="sm" mt="xs">
              {t('plan.classic')}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
