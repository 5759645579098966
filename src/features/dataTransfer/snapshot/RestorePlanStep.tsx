import { Alert, Checkbox, List, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '#api/account';
import { useApiClient } from '#api/client/ApiClientProvider';
import type { RestorePlan } from '../engine/snapshot/restorePlan';
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
  // Defining SuperTags is the administrators' (the service answers a member 403): a member is
  // told so instead of being offered a choice that would stop the restore.
  const probe = useQuery(accountQueries.probe(useApiClient()));
  const isMember = probe.data?.kind === 'extension' && probe.data.info.role !== 'administrator';
  const userOptions = [
    { value: CURRENT, label: 'Me (the current user)' },
    ...plan.targetUsers.map((u) => ({ value: u.email, label: `${u.name} <${u.email}>` })),
  ];
  return (
    <Stack gap="sm">
      {plan.missingAssignees.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Assignees with no user in this account ({plan.missingAssignees.length})
          </Text>
          <Table.ScrollContainer minWidth={0}>
            <Table>
              <Table.Tbody>
                {plan.missingAssignees.map((a) => {
                  const key = a.email.toLowerCase();
                  return (
                    <Table.Tr key={key}>
                      <Table.Td>
                        {a.name} &lt;{a.email}&gt; ({a.records} records)
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          aria-label={`User for ${a.email}`}
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
        <Alert color="yellow" title="SuperTags this account does not define" role="status">
          <List size="sm" aria-label="SuperTags this account does not define">
            {plan.missingSuperTags.map((d) => (
              <List.Item key={d.name}>
                {d.name}: {d.fields.map((f) => f.name).join(', ')}
              </List.Item>
            ))}
          </List>
          {plan.accountKeepsMap && isMember ? (
            <Text size="sm" mt="xs">
              Only the account’s administrators can define SuperTags: ask one of them to create
              these first, or their values are left out.
            </Text>
          ) : plan.accountKeepsMap ? (
            <Checkbox
              mt="xs"
              label="Create these SuperTags as the snapshot defines them before restoring"
              checked={choices.createSuperTags}
              disabled={disabled}
              onChange={(event) =>
                onChange({ ...choices, createSuperTags: event.currentTarget.checked })
              }
            />
          ) : (
            <Text size="sm" mt="xs">
              The target is a classic server, which cannot define SuperTags: their values are left
              out.
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
