// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Screen } from './screens';
import { screenAt, startFirstScreen } from './firstScreen';

const loaded = () => Promise.resolve({ Component: () => null });

/** Screens that write down what the head start asked of them. */
function recordingScreens(calls: string[]): Screen[] {
  return [
    { load: () => (calls.push('home chunk'), loaded()) },
    {
      path: 'pipeline',
      load: () => (calls.push('pipeline chunk'), loaded()),
      prefetch: (_queryClient, client, search) =>
        void calls.push(`pipeline data for ${client.baseUrl} ${search.toString()}`),
    },
    { path: 'companies/:id', load: () => Promise.reject(new Error('chunk gone')) },
  ];
}

describe('the first screen of a page load', () => {
  it('finds the screen the address names, parameters included, and none for an unknown one', () => {
    expect(screenAt('/')?.path).toBeUndefined();
    expect(screenAt('/')).toBeDefined();
    expect(screenAt('/companies/12')?.path).toBe('companies/:id');
    expect(screenAt('/companies')?.path).toBe('companies');
    expect(screenAt('/tags/Sales%2FEMEA')?.path).toBe('tags/:name');
    expect(screenAt('/pipeline')?.prefetch).toBeTypeOf('function');
    expect(screenAt('/companies/12/extra')).toBeUndefined();
    expect(screenAt('/no-such-screen')).toBeUndefined();
  });

  it("asks for the screen's data first, then its chunk, with the address's filters", () => {
    const calls: string[] = [];
    const head = startFirstScreen(
      { pathname: '/pipeline', search: '?assignee=mine&q=big' },
      recordingScreens(calls),
    );
    expect(calls).toEqual(['pipeline data for /service assignee=mine&q=big', 'pipeline chunk']);
    expect(head.apiClient.baseUrl).toBe('/service');
    expect(head.queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('loads only the chunk of a screen without prefetching, and nothing for an unknown address', () => {
    const calls: string[] = [];
    startFirstScreen({ pathname: '/', search: '' }, recordingScreens(calls));
    startFirstScreen({ pathname: '/nowhere', search: '' }, recordingScreens(calls));
    expect(calls).toEqual(['home chunk']);
  });

  it('swallows a chunk that fails to load: the router meets the failure again and shows it', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      startFirstScreen({ pathname: '/companies/3', search: '' }, recordingScreens([]));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
