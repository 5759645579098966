import { describe, expect, it } from 'vitest';
import type { Activity } from '#xml/activity';
import { changeSentence, compareItems, type FeedItem } from './feedItems';
import {
  finished,
  flattenPages,
  streamsToRead,
  takeSafe,
  withPage,
  type StreamState,
} from './feedMerge';

const item = (key: string, at: string): FeedItem =>
  ({ type: 'todo', key, at, todo: {} }) as unknown as FeedItem;
const stream = (source: string, done = false, buffer: FeedItem[] = []): StreamState<string> => ({
  source,
  offset: 0,
  done,
  buffer,
});

describe('the feed’s order', () => {
  it('puts a higher id first within one second, counting ids as numbers', () => {
    const second = '2026-03-05T10:00:00Z';
    const items = [
      item('activity:99', second),
      item('activity:100', second),
      item('x', '2026-03-04'),
    ];
    expect(items.sort(compareItems).map((i) => i.key)).toEqual([
      'activity:100',
      'activity:99',
      'x',
    ]);
  });
});

describe('merging the feed’s lists', () => {
  it('shows only what no unread page can precede, newest first', () => {
    const comments = stream('comments', false, [
      item('c2', '2026-03-05'),
      item('c1', '2026-03-01'),
    ]);
    const changes = stream('changes', false, [item('a2', '2026-03-04'), item('a1', '2026-03-03')]);
    const todos = stream('todos', true, [item('t1', '2026-03-02'), item('t0', '2026-02-01')]);
    const { items, streams } = takeSafe([comments, changes, todos]);
    // The changes list has read down to 03-03: an older comment may still come on its next page.
    expect(items.map((i) => i.key)).toEqual(['c2', 'a2', 'a1']);
    expect(streams.map((s) => s.buffer.map((i) => i.key))).toEqual([['c1'], [], ['t1', 't0']]);
    expect(streamsToRead(streams)).toEqual([1]);
    expect(finished(streams)).toBe(false);
  });

  it('shows everything once every list is finished', () => {
    const { items, streams } = takeSafe([
      stream('a', true, [item('x', '2026-01-02')]),
      stream('b', true, [item('y', '2026-01-03')]),
    ]);
    expect(items.map((i) => i.key)).toEqual(['y', 'x']);
    expect(finished(streams)).toBe(true);
  });

  it('refuses to merge before an unfinished list with nothing buffered is read', () => {
    expect(() => takeSafe([stream('a'), stream('b', true, [item('x', '2026-01-01')])])).toThrow(
      /read it first/,
    );
  });

  it('finishes a list on a short page, a whole list at once, and keeps each item once', () => {
    const paged = withPage(stream('a'), [item('x', '2026-01-01')], 1, 25);
    expect(paged).toMatchObject({ offset: 1, done: true });
    expect(withPage(stream('b'), [], 25, 25).done).toBe(false);
    expect(withPage(stream('c'), [], 900, 'whole').done).toBe(true);
    const shared = item('communication:1', '2026-01-01');
    expect(
      flattenPages([{ items: [shared, item('y', '2025')] }, { items: [shared] }]).map((i) => i.key),
    ).toEqual(['communication:1', 'y']);
  });
});

describe('change sentences', () => {
  const activity = (over: Partial<Activity>): Activity => ({
    name: 'Acme',
    description: '',
    recordType: 'Company',
    recordId: 1,
    userName: 'Ann',
    userId: 1,
    date: '2026-01-01T00:00:00Z',
    id: 1,
    kind: 'updated',
    changes: [],
    ...over,
  });

  it('names the thing that changed', () => {
    expect(
      changeSentence(
        activity({ kind: 'location_added', description: 'Location work added' }),
        'company',
      ),
    ).toBe('added the location ‘work’');
    expect(
      changeSentence(activity({ kind: 'tagged', description: 'Tag vip added' }), 'company'),
    ).toBe('added the tag ‘vip’');
    expect(
      changeSentence(
        activity({ changes: [{ field: 'name', old: 'Acme', new: 'Acme Inc' }] }),
        'company',
      ),
    ).toBe('changed the name from ‘Acme’ to ‘Acme Inc’');
    expect(
      changeSentence(
        activity({
          changes: [
            { field: 'name', old: 'a', new: 'b' },
            { field: 'background', old: '', new: 'x' },
          ],
        }),
        'company',
      ),
    ).toBe('changed the name and background');
    expect(changeSentence(activity({ kind: 'created' }), 'person')).toBe('created the person');
  });
});
