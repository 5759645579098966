// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '../../api/client/client';
import { activity, startActivityServer } from '../../api/testing/activityStream';
import type { TinyServer } from '../../api/testing/tinyServer';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { startTestService, type TestService } from '../../../server/service/testing/serviceHarness';
import { CommentsFeedPage } from './CommentsFeedPage';
import { basicAuthorization } from '#server/http/basicAuth';

/**
 * The Comments feed: the stream's `commented` entries across record kinds, filtered by kind and
 * author, opening the record, with a reply posted on that record in place.
 */
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

let stand: TinyServer;
beforeAll(async () => {
  stand = await startActivityServer([
    activity({
      id: 5,
      kind: 'commented',
      recordType: 'Person',
      recordId: 7,
      name: 'Ada Lovelace',
      description: 'Call her back',
      userId: 2,
      userName: 'Bob Builder',
    }),
    activity({ id: 4, kind: 'updated', recordType: 'Deal', recordId: 3, name: 'Big deal' }),
    activity({
      id: 3,
      kind: 'commented',
      recordType: 'Deal',
      recordId: 3,
      name: 'Big deal',
      description: 'Almost there',
    }),
  ]);
});
afterAll(async () => {
  await stand.close();
});

function renderFeed(url: string, baseUrl: string, headers: Record<string, string> = {}) {
  return renderWithApp(null, {
    url,
    apiClient: createApiClient({ baseUrl: `${baseUrl}/service`, headers }),
    routes: [{ path: '/comments', element: <CommentsFeedPage /> }],
  });
}

function entries() {
  return within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article');
}

describe('CommentsFeedPage', () => {
  it('shows only comments, newest first, each opening its record', async () => {
    renderFeed('/comments', stand.url);
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[0]).toHaveTextContent('Bob Builder commented on Ada Lovelace');
    expect(entries()[0]).toHaveTextContent('Call her back');
    expect(within(entries()[0]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/people/7',
    );
    expect(entries()[1]).toHaveTextContent('Almost there');
  });

  it('filters by record kind', async () => {
    renderFeed('/comments?type=Deal', stand.url);
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]).toHaveTextContent('Big deal');
  });

  it('posts a reply on the entry’s record', async () => {
    renderFeed('/comments', stand.url);
    await waitFor(() => expect(entries()).toHaveLength(2));
    const entry = entries()[0]!;
    await userEvent.click(within(entry).getByRole('button', { name: 'Reply' }));
    const box = within(entry).getByRole('textbox', { name: 'Reply on Ada Lovelace' });
    await userEvent.click(within(entry).getByRole('button', { name: 'Post reply' }));
    expect(await within(entry).findByText('Write the reply first')).toBeInTheDocument();
    await userEvent.type(box, 'On it');
    await userEvent.click(within(entry).getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(within(entry).queryByRole('textbox', { name: 'Reply on Ada Lovelace' })).toBeNull(),
    );
    const posted = stand.requests.filter((r) => r.method === 'POST');
    expect(posted.map((r) => [r.url, r.body])).toEqual([
      ['/service/people/7/comments.xml', '<comment><comment>On it</comment></comment>'],
    ]);
  });

  describe('against the real service', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService();
    });
    afterAll(async () => {
      await service.close();
    });

    it('lists a comment and posts the reply on its record', async () => {
      const created = await service.request('POST', '/service/companies.xml', {
        body: '<company><name>Chatty Co</name></company>',
      });
      const path = new URL(String(created.headers['location'])).pathname.replace(/\.xml$/, '');
      await service.request('POST', `${path}/comments.xml`, {
        body: '<comment><comment>First words</comment></comment>',
      });
      renderFeed('/comments', service.url, {
        authorization: basicAuthorization(service.token),
      });
      await waitFor(() => expect(entries().length).toBeGreaterThan(0));
      const entry = entries()[0]!;
      expect(entry).toHaveTextContent('Chatty Co');
      await userEvent.click(within(entry).getByRole('button', { name: 'Reply' }));
      await userEvent.type(within(entry).getByRole('textbox'), 'Second words');
      await userEvent.click(within(entry).getByRole('button', { name: 'Post reply' }));
      await waitFor(async () => {
        const shown = await service.request('GET', `${path}.xml`);
        expect(shown.text).toContain('Second words');
      });
    });
  });
});
