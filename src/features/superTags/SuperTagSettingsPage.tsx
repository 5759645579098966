import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useApiClient } from '#api/client/ApiClientProvider';
import {
  accountQueries,
  useChangeSuperTag,
  useCreateSuperTag,
  useDeleteSuperTag,
} from '#api/account';
import type { SuperTagSettings } from '#xml/superTagSettings';
import { AccountSettingsGate } from '../../components/AccountSettingsGate';
import { BackLink } from '../../components/BackLink';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { SuperTagEditor } from './SuperTagEditor';

const detailHref = (name: string) => `/supertags/${encodeURIComponent(name)}`;

/** `supertag-settings/new` and `supertag-settings/:id`: an administrator defines or changes a SuperTag. */
export function SuperTagSettingsPage() {
  const { id } = useParams();
  const isNew = id === undefined || id === 'new';
  return (
    <Stack gap="md">
      <BackLink to="/supertags">SuperTags</BackLink>
      <ScreenHeader title={isNew ? 'New SuperTag' : 'Edit SuperTag'} />
      <AccountSettingsGate>
        {() => (isNew ? <NewSuperTag /> : <EditSuperTag id={Number(id)} />)}
      </AccountSettingsGate>
    </Stack>
  );
}

function NewSuperTag() {
  const create = useCreateSuperTag();
  const navigate = useNavigate();
  return (
    <SuperTagEditor
      settings={null}
      saving={create.isPending}
      error={create.error}
      onSave={(write) =>
        create.mutate(write, { onSuccess: (made) => void navigate(detailHref(made.name)) })
      }
    />
  );
}

function EditSuperTag({ id }: { id: number }) {
  const query = useQuery(accountQueries.superTag(useApiClient(), id));
  return (
    <QueryState
      query={query}
      errorTitle="Could not load the SuperTag"
      loading={<TableSkeleton rows={4} />}
    >
      {(settings) => <EditLoaded key={settings.id} settings={settings} />}
    </QueryState>
  );
}

function EditLoaded({ settings }: { settings: SuperTagSettings }) {
  const change = useChangeSuperTag();
  const navigate = useNavigate();
  return (
    <>
      <SuperTagEditor
        settings={settings}
        saving={change.isPending}
        error={change.error}
        onSave={(write) =>
          change.mutate(
            { id: settings.id, write },
            {
              onSuccess: (saved) => {
                notifications.show({
                  message:
                    (saved.lostValues ?? 0) > 0
                      ? `SuperTag ${saved.name} saved; ${saved.lostValues} record(s) lost a value`
                      : `SuperTag ${saved.name} saved`,
                });
                void navigate(detailHref(saved.name));
              },
            },
          )
        }
      />
      <DeleteSuperTag settings={settings} />
    </>
  );
}

function DeleteSuperTag({ settings }: { settings: SuperTagSettings }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteSuperTag();
  const navigate = useNavigate();
  return (
    <>
      <Group>
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          Delete SuperTag
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={`Delete ${settings.name}?`}>
        <Stack gap="sm">
          <Text size="sm">
            {settings.records === 0
              ? 'No record carries it.'
              : `${settings.records} record(s) carry it: they lose it and its values.`}{' '}
            This cannot be undone.
          </Text>
          {remove.error !== null && <Text c="red">{remove.error.message}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(settings.id, {
                  onSuccess: () => void navigate('/supertags'),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
