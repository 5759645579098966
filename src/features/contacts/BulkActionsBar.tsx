import { useState } from 'react';
import { Autocomplete, Button, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateCollection } from '../../api/cache';
import { deleteCompany } from '../../api/companies';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { ApiClient } from '../../api/client/client';
import { deletePerson } from '../../api/people';
import type { ContactCollection } from '../../api/records';
import { addTags, removeTag, tagQueries } from '../../api/tags';
import type { Company } from '#xml/company';
import type { Person } from '#xml/person';
import { errorMessage } from '../../lib/errorMessage';
import type { RestoredRecord } from './undo/undoOutcome';
import { showUndoBulkDelete } from './undo/undoToast';
import type { ContactLinks } from './contactLinks';
import { companyTitle, personTitle } from './contactRecord';
import { invalidateAfterRestore } from './invalidateAfterRestore';
import { recreateCompany, recreatePerson } from './recreateOnDemand';
import { restoreEach, type BulkRestorer } from './restoreEach';
import { scanDealLinks, type DealLinkIndex } from './scanDealLinks';
import { takeContactLinksFromScan } from './snapshotContactLinks';
import { useT } from '#i18n/useT';
import { contactsMessages } from './messages';

export type BulkTarget =
  | { collection: 'companies'; records: readonly Company[] }
  | { collection: 'people'; records: readonly Person[] };

export interface BulkActionsBarProps {
  target: BulkTarget;
  /** Plural noun in the current language: "companies" (the undo names "3 companies" with it). */
  noun: string;
  onClearSelection: () => void;
}

interface Failure {
  id: number;
  message: string;
}

interface Run {
  label: string;
  done: number;
  total: number;
}

/** Runs one request per record in turn, reporting progress; collects the failures instead of stopping. */
async function forEachRecord(
  ids: readonly number[],
  step: (id: number) => Promise<void>,
  progress: (done: number) => void,
): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      await step(id);
    } catch (error) {
      failures.push({ id, message: errorMessage(error) });
    }
    progress(index + 1);
  }
  return failures;
}

function deleteOne(client: ApiClient, collection: ContactCollection, id: number): Promise<void> {
  return collection === 'companies' ? deleteCompany(client, id) : deletePerson(client, id);
}

/** What to do with the selected rows: add or remove a tag, or delete them (with undo). */
export function BulkActionsBar({ target, noun, onClearSelection }: BulkActionsBarProps) {
  const t = useT(contactsMessages);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Existing plain tags as suggestions, so the bulk tag joins an existing group instead of a near-twin.
  const tags = useQuery(tagQueries.list(client));
  const tagNames = [
    ...new Set((tags.data ?? []).filter((found) => !found.supertag).map((found) => found.name)),
  ].sort((a, b) => a.localeCompare(b));
  const { collection } = target;
  const ids = target.records.map((record) => record.id);
  const count = t(`${collection}.count`, { count: ids.length });

  async function perform(
    label: string,
    step: (id: number) => Promise<void>,
    only: readonly number[] = ids,
  ): Promise<Failure[]> {
    setRun({ label, done: 0, total: only.length });
    const failures = await forEachRecord(only, step, (done) =>
      setRun({ label, done, total: only.length }),
    );
    await Promise.all([
      invalidateCollection(queryClient, collection),
      invalidateCollection(queryClient, 'tags'),
    ]);
    setRun(null);
    if (failures.length > 0)
      notifications.show({
        color: 'red',
        autoClose: false,
        title: t('bulk.failed', { label, number: failures.length }),
        message: failures.map((f) => `#${f.id}: ${f.message}`).join(' '),
      });
    return failures;
  }

  async function changeTag(mode: 'add' | 'remove') {
    const name = tag.trim();
    if (name === '') {
      setTagError(t('bulk.enterTag'));
      return;
    }
    if (mode === 'add') {
      setTagError(null);
      const failures = await perform(t('bulk.tagging', { records: count, name }), (id) =>
        addTags(client, { record: { collection, id }, names: [name] }),
      );
      if (failures.length === 0)
        notifications.show({ color: 'green', message: t('bulk.tagged', { records: count, name }) });
      return;
    }
    // Only the rows that carry the tag are asked, so the message counts what really changed.
    const carrying = target.records
      .filter((record) =>
        record.tags.some((carried) => carried.name.toLowerCase() === name.toLowerCase()),
      )
      .map((record) => record.id);
    if (carrying.length === 0) {
      setTagError(t('bulk.noneCarries', { name }));
      return;
    }
    setTagError(null);
    const of =
      carrying.length === ids.length
        ? count
        : t('bulk.someOf', { some: carrying.length, records: count });
    const failures = await perform(
      t('bulk.removing', { name, records: of }),
      (id) => removeTag(client, { record: { collection, id }, name }),
      carrying,
    );
    if (failures.length === 0)
      notifications.show({ color: 'green', message: t('bulk.removed', { name, records: of }) });
  }

  async function deleteAll() {
    setConfirmingDelete(false);
    const snapshot = target;
    // What the delete will drop (employees, communications, to-dos, deals) is read first, so that
    // Undo can link them again; the deals are read once for all of them.
    setRun({ label: t('bulk.reading', { records: count }), done: 0, total: ids.length });
    let deals: DealLinkIndex;
    try {
      deals = await scanDealLinks(client, ids);
    } catch (error) {
      setRun(null);
      notifications.show({
        color: 'red',
        autoClose: false,
        title: t('bulk.notDeleted', { records: count }),
        message: t('bulk.dealsUnread', { error: errorMessage(error) }),
      });
      return;
    }
    const linksById = new Map<number, ContactLinks>();
    await perform(t('bulk.deleting', { records: count }), async (id) => {
      const links = await takeContactLinksFromScan(client, { collection, id }, deals);
      await deleteOne(client, collection, id);
      linksById.set(id, links);
    });
    onClearSelection();
    // Undo re-creates what was really deleted, from the rows as they were shown.
    const restorerOf = <T extends { id: number }>(
      record: T,
      what: string,
      recreate: (record: T, links: ContactLinks) => Promise<RestoredRecord>,
    ): BulkRestorer[] => {
      const links = linksById.get(record.id);
      return links === undefined ? [] : [{ what, restore: () => recreate(record, links) }];
    };
    const restorers =
      snapshot.collection === 'companies'
        ? snapshot.records.flatMap((company) =>
            restorerOf(company, companyTitle(company), (c, links) =>
              recreateCompany(client, c, links),
            ),
          )
        : snapshot.records.flatMap((person) =>
            restorerOf(person, personTitle(person), (p, links) => recreatePerson(client, p, links)),
          );
    if (restorers.length === 0) return;
    showUndoBulkDelete({
      what: t('bulk.what', { number: restorers.length, noun }),
      restore: async () => {
        const attempts = await restoreEach(restorers);
        await invalidateAfterRestore(queryClient, collection);
        return attempts;
      },
    });
  }

  return (
    <Paper withBorder p="sm" role="region" aria-label={t('bulk.region')}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} aria-live="polite">
            {t('bulk.selected', { records: count })}
          </Text>
          <Button size="xs" variant="default" onClick={onClearSelection} disabled={run !== null}>
            {t('bulk.clear')}
          </Button>
        </Group>
        {run !== null ? (
          <Stack gap={4}>
            <Text size="sm">
              {t('bulk.progress', { label: run.label, done: run.done, total: run.total })}
            </Text>
            <Progress value={(run.done / Math.max(1, run.total)) * 100} aria-label={run.label} />
          </Stack>
        ) : (
          <Group align="flex-end" gap="xs">
            <Autocomplete
              label={t('bulk.tagLabel')}
              placeholder={t('bulk.tagPlaceholder')}
              data={tagNames}
              limit={20}
              value={tag}
              error={tagError}
              onChange={(value) => {
                setTag(value);
                setTagError(null);
              }}
              style={{ flex: '1 1 12rem' }}
            />
            <Button variant="default" onClick={() => void changeTag('add')}>
              {t('bulk.addTag')}
            </Button>
            <Button variant="default" onClick={() => void changeTag('remove')}>
              {t('bulk.removeTag')}
            </Button>
            <Button color="red.8" onClick={() => setConfirmingDelete(true)}>
              {t('bulk.deleteSelected')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('bulk.confirmTitle', { records: count })}
        closeButtonProps={{ 'aria-label': t('bulk.close') }}
      >
        <Stack gap="md">
          <Text>{t('bulk.confirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingDelete(false)}>
              {t('bulk.keep')}
            </Button>
            <Button color="red.8" onClick={() => void deleteAll()}>
              {t('bulk.delete', { records: count })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
