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
import { recreateCompany, recreatePerson } from './recreateContact';
import { restoreEach, type BulkRestorer } from './restoreEach';
import { scanDealLinks, type DealLinkIndex } from './scanDealLinks';
import { takeContactLinksFromScan } from './snapshotContactLinks';

export type BulkTarget =
  | { collection: 'companies'; records: readonly Company[] }
  | { collection: 'people'; records: readonly Person[] };

export interface BulkActionsBarProps {
  target: BulkTarget;
  /** Plural noun: "companies". */
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
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Existing plain tags as suggestions, so the bulk tag joins an existing group instead of a near-twin.
  const tags = useQuery(tagQueries.list(client));
  const tagNames = [
    ...new Set((tags.data ?? []).filter((t) => !t.supertag).map((t) => t.name)),
  ].sort((a, b) => a.localeCompare(b));
  const { collection } = target;
  const ids = target.records.map((record) => record.id);
  const count = `${ids.length} ${ids.length === 1 ? noun.replace(/ies$/, 'y').replace(/^people$/, 'person') : noun}`;

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
        title: `${label}: ${failures.length} failed`,
        message: failures.map((f) => `#${f.id}: ${f.message}`).join(' '),
      });
    return failures;
  }

  async function changeTag(mode: 'add' | 'remove') {
    const name = tag.trim();
    if (name === '') {
      setTagError('Enter the tag name');
      return;
    }
    if (mode === 'add') {
      setTagError(null);
      const failures = await perform(`Tagging ${count} “${name}”`, (id) =>
        addTags(client, { record: { collection, id }, names: [name] }),
      );
      if (failures.length === 0)
        notifications.show({ color: 'green', message: `Tagged ${count} “${name}”` });
      return;
    }
    // Only the rows that carry the tag are asked, so the message counts what really changed.
    const carrying = target.records
      .filter((record) => record.tags.some((t) => t.name.toLowerCase() === name.toLowerCase()))
      .map((record) => record.id);
    if (carrying.length === 0) {
      setTagError(`No selected row carries “${name}”`);
      return;
    }
    setTagError(null);
    const of = carrying.length === ids.length ? count : `${carrying.length} of the ${count}`;
    const failures = await perform(
      `Removing “${name}” from ${of}`,
      (id) => removeTag(client, { record: { collection, id }, name }),
      carrying,
    );
    if (failures.length === 0)
      notifications.show({ color: 'green', message: `Removed “${name}” from ${of}` });
  }

  async function deleteAll() {
    setConfirmingDelete(false);
    const snapshot = target;
    // What the delete will drop (employees, communications, to-dos, deals) is read first, so that
    // Undo can link them again; the deals are read once for all of them.
    setRun({ label: `Reading what ${count} are linked to`, done: 0, total: ids.length });
    let deals: DealLinkIndex;
    try {
      deals = await scanDealLinks(client, ids);
    } catch (error) {
      setRun(null);
      notifications.show({
        color: 'red',
        autoClose: false,
        title: `${count} not deleted`,
        message: `Their links to deals could not be read for Undo: ${errorMessage(error)}`,
      });
      return;
    }
    const linksById = new Map<number, ContactLinks>();
    await perform(`Deleting ${count}`, async (id) => {
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
      what: `${restorers.length} ${noun}`,
      restore: async () => {
        const attempts = await restoreEach(restorers);
        await invalidateAfterRestore(queryClient, collection);
        return attempts;
      },
    });
  }

  return (
    <Paper withBorder p="sm" role="region" aria-label="Selected rows">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} aria-live="polite">
            {count} selected
          </Text>
          <Button size="xs" variant="default" onClick={onClearSelection} disabled={run !== null}>
            Clear selection
          </Button>
        </Group>
        {run !== null ? (
          <Stack gap={4}>
            <Text size="sm">
              {run.label}: {run.done} of {run.total}
            </Text>
            <Progress value={(run.done / Math.max(1, run.total)) * 100} aria-label={run.label} />
          </Stack>
        ) : (
          <Group align="flex-end" gap="xs">
            <Autocomplete
              label="Tag for the selected"
              placeholder="e.g. newsletter"
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
              Add tag
            </Button>
            <Button variant="default" onClick={() => void changeTag('remove')}>
              Remove tag
            </Button>
            <Button color="red.8" onClick={() => setConfirmingDelete(true)}>
              Delete selected
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={`Delete ${count}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            They are deleted now; the notification that follows offers Undo, which creates them
            again as new records.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingDelete(false)}>
              Keep them
            </Button>
            <Button color="red.8" onClick={() => void deleteAll()}>
              Delete {count}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
