import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../components/lazy/LazyModal';
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
import { useT } from '#i18n/useT';
import { formatNumber } from '#lib/formatNumber';
import { AccountSettingsGate } from '../../components/AccountSettingsGate';
import { BackLink } from '../../components/BackLink';
import { QueryState } from '../../components/QueryState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TableSkeleton } from '../../components/TableSkeleton';
import { SuperTagEditor } from './SuperTagEditor';
import { superTagMessages } from './messages';

const detailHref = (name: string) => `/supertags/${encodeURIComponent(name)}`;

/** `supertag-settings/new` and `supertag-settings/:id`: an administrator defines or changes a SuperTag. */
export function SuperTagSettingsPage() {
  const t = useT(superTagMessages);
  const { id } = useParams();
  const isNew = id === undefined || id === 'new';
  return (
    <Stack gap="md">
      <BackLink to="/supertags">{t('settings.back')}</BackLink>
      <ScreenHeader title={isNew ? t('settings.newTitle') : t('settings.editTitle')} />
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
  const t = useT(superTagMessages);
  const query = useQuery(accountQueries.superTag(useApiClient(), id));
  return (
    <QueryState query={query} errorTitle={t('loadFailed')} loading={<TableSkeleton rows={4} />}>
      {(settings) => <EditLoaded key={settings.id} settings={settings} />}
    </QueryState>
  );
}

function EditLoaded({ settings }: { settings: SuperTagSettings }) {
  const t = useT(superTagMessages);
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
                const lost = saved.lostValues ?? 0;
                notifications.show({
                  message:
                    lost > 0
                      ? t('settings.savedLosingValues', {
                          name: saved.name,
                          count: lost,
                          records: formatNumber(lost),
                        })
                      : t('settings.saved', { name: saved.name }),
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
  const t = useT(superTagMessages);
  const [asking, setAsking] = useState(false);
  const remove = useDeleteSuperTag();
  const navigate = useNavigate();
  return (
    <>
      <Group>
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          {t('delete.button')}
        </Button>
      </Group>
      <LazyModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('delete.title', { name: settings.name })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {settings.records === 0
              ? t('delete.noRecords')
              : t('delete.records', {
                  count: settings.records,
                  records: formatNumber(settings.records),
                })}
          </Text>
          {remove.error !== null && <Text c="red">{remove.error.message}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('delete.keep')}
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
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
