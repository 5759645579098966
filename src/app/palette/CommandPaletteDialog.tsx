// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../styles/screenStyles';
import { useState, type KeyboardEvent } from 'react';
import { Anchor, Kbd, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { companyQueries } from '../../api/companies';
import { dealTitleSearchQuery } from '../../api/dealTitleSearch';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { personQueries } from '../../api/people';
import { fullName } from '#xml/person';
import { errorMessage } from '../../lib/errorMessage';
import { formatNumber } from '../../lib/formatNumber';

import { useT } from '#i18n/useT';
import { translateWithNodes } from '../../i18n/withNodes';
import { appMessages } from '../messages';
import { stageName } from '#lib/stageName';
import { paletteShortcut } from './paletteShortcut';

/** Matches shown per kind of record. */
const PER_KIND = 5;
/**
 * Pages of 500 deals read at most for one search. Our service answers the `title` search in one
 * page; a classic server ignores it and sends every deal, oldest first, so without a bound a
 * search in a large account would read them all.
 */
export const DEAL_PAGES_AT_MOST = 4;

interface Hit {
  key: string;
  label: string;
  detail: string;
  to: string;
}

/** The palette's dialog: loaded by `CommandPalette` the first time it opens. */
export function CommandPaletteDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT(appMessages);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('palette.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {opened && <PaletteSearch onChosen={onClose} />}
    </Modal>
  );
}

function PaletteSearch({ onChosen }: { onChosen: () => void }) {
  const t = useT(appMessages);
  const client = useApiClient();
  const [text, setText] = useState('');
  const [needle] = useDebouncedValue(text.trim(), 250);
  const enabled = needle !== '';
  const companies = useQuery({
    ...companyQueries.list(client, { name: needle, limit: PER_KIND }),
    enabled,
  });
  const people = useQuery({
    ...personQueries.list(client, { name: needle, limit: PER_KIND }),
    enabled,
  });
  const deals = useQuery({
    ...dealTitleSearchQuery(client, needle, { want: PER_KIND, maxPages: DEAL_PAGES_AT_MOST }),
    enabled,
  });
  const dealsCutShortAfter = deals.data?.cutShortAfter ?? null;

  const groups: {
    key: string;
    title: string;
    searching: string;
    none: string;
    hits: Hit[];
    pending: boolean;
    error: unknown;
    note?: string;
  }[] = [
    {
      key: 'companies',
      title: t('screen.companies'),
      searching: t('palette.searchingCompanies'),
      none: t('palette.noCompanies', { text: needle }),
      pending: companies.isFetching,
      error: companies.error,
      hits: (companies.data ?? []).map((c) => ({
        key: `c${c.id}`,
        label: c.name,
        detail: t('palette.company'),
        to: `/companies/${c.id}`,
      })),
    },
    {
      key: 'people',
      title: t('screen.people'),
      searching: t('palette.searchingPeople'),
      none: t('palette.noPeople', { text: needle }),
      pending: people.isFetching,
      error: people.error,
      hits: (people.data ?? []).map((p) => ({
        key: `p${p.id}`,
        label: fullName(p) || t('palette.personNumber', { id: p.id }),
        detail:
          p.company === '' ? t('palette.person') : t('palette.personAt', { company: p.company }),
        to: `/people/${p.id}`,
      })),
    },
    {
      key: 'deals',
      title: t('screen.deals'),
      searching: t('palette.searchingDeals'),
      none: t('palette.noDeals', { text: needle }),
      pending: deals.isFetching,
      error: deals.error,
      hits: (deals.data?.deals ?? []).map((d) => ({
        key: `d${d.id}`,
        label: d.title,
        detail: t('palette.deal', {
          status: stageName(d.status),
        }),
        to: `/deals?deal=${d.id}`,
      })),
      // Only a server without the title search gets here: newer deals may match too.
      note:
        dealsCutShortAfter === null
          ? undefined
          : t('palette.dealsCutShort', { number: formatNumber(dealsCutShortAfter) }),
    },
  ];

  // Arrow keys walk the result links (and back up to the search box), as in other palettes.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('input, a[data-palette-hit]'),
    ];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next =
      stops[Math.min(stops.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
    if (next !== undefined) {
      event.preventDefault();
      next.focus();
    }
  }

  return (
    <Stack gap="md" onKeyDown={onKeyDown}>
      <TextInput
        label={t('palette.search')}
        description={translateWithNodes(t, 'palette.hint', {
          shortcut: <Kbd>{paletteShortcut()}</Kbd>,
        })}
        data-autofocus
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const first = groups.flatMap((g) => g.hits)[0];
          const link =
            first === undefined
              ? null
              : document.querySelector<HTMLAnchorElement>(`a[data-palette-hit="${first.key}"]`);
          link?.click();
        }}
      />
      {enabled &&
        groups.map((group) => (
          <section key={group.key} aria-label={group.title}>
            <Title order={3} size="h6" mb={4}>
              {group.title} {group.pending && <Loader size="xs" aria-label={group.searching} />}
            </Title>
            {group.error !== null ? (
              <Text size="sm" c="red.8" role="alert">
                {errorMessage(group.error)}
              </Text>
            ) : group.hits.length === 0 ? (
              <Text size="sm" c="dimmed">
                {group.pending ? t('palette.searching') : group.none}
              </Text>
            ) : (
              <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {group.hits.map((hit) => (
                  <li key={hit.key}>
                    <Anchor
                      component={Link}
                      to={hit.to}
                      data-palette-hit={hit.key}
                      onClick={onChosen}
                      size="sm"
                    >
                      {hit.label}
                    </Anchor>
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {hit.detail}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
            {group.error === null && group.note !== undefined && (
              <Text size="xs" c="dimmed" mt={4}>
                {group.note}
              </Text>
            )}
          </section>
        ))}
    </Stack>
  );
}
