import { describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { releaseDrawnScreen, takeDrawnScreen } from './drawnScreen';

/**
 * A page holding `text` where the proxy puts a drawn screen's data, and `answers` where it tells
 * how a reused drawing's check came out (none: a drawing made for this page); records whether
 * the data was taken out.
 */
function pageWith(text: string | null, answers?: string) {
  const page = { removed: false };
  const script = { textContent: text, remove: () => void (page.removed = true) };
  const check = {
    getAttribute: (name: string) => (name === 'data-answers' ? answers : null),
    remove: () => undefined,
  };
  return {
    page,
    getElementById: (id: string) =>
      id === 'crm-first-screen' && text !== null
        ? script
        : id === 'crm-first-screen-check' && answers !== undefined
          ? check
          : null,
  } as unknown as Pick<Document, 'getElementById'> & { page: { removed: boolean } };
}

function drawnState(): string {
  const server = new QueryClient();
  server.setQueryData(['companies', 'detail', 12], { id: 12, name: 'Acme' });
  return JSON.stringify(dehydrate(server));
}

const stale = (browser: QueryClient) =>
  browser
    .getQueryCache()
    .find({ queryKey: ['companies', 'detail', 12] })
    ?.isStaleByTime(60_000);

describe('a screen the proxy drew', () => {
  it('hands its data to the page’s cache before the first render, and leaves the page', () => {
    const server = new QueryClient();
    server.setQueryData(['companies', 'detail', 12], { id: 12, name: 'Acme' });
    const page = pageWith(JSON.stringify(dehydrate(server)));
    const browser = new QueryClient();
    expect(takeDrawnScreen(browser, page)).toBe(true);
    expect(browser.getQueryData(['companies', 'detail', 12])).toEqual({ id: 12, name: 'Acme' });
    expect(page.page.removed).toBe(true);
  });

  it('after a reused drawing, keeps its data fresh only when its reads got the same answers', () => {
    for (const [answers, old] of [
      [undefined, false],
      ['same', false],
      ['changed', true],
      ['', true],
    ] as const) {
      const browser = new QueryClient();
      expect(takeDrawnScreen(browser, pageWith(drawnState(), answers))).toBe(true);
      // Shown either way; asked for again (stale) when the data may have changed since.
      expect(browser.getQueryData(['companies', 'detail', 12]), answers).toEqual({
        id: 12,
        name: 'Acme',
      });
      expect(stale(browser), answers).toBe(old);
    }
  });

  it('is no help without data, or with data that is not JSON: the screen asks itself', () => {
    const browser = new QueryClient();
    expect(takeDrawnScreen(browser, pageWith(null))).toBe(false);
    expect(takeDrawnScreen(browser, pageWith('{"queries": [oops'))).toBe(false);
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is released once the console has taken it over: no longer inert', () => {
    const attributes = new Set(['inert', 'data-first-screen', 'id']);
    const container = { removeAttribute: (name: string) => void attributes.delete(name) };
    releaseDrawnScreen(container as unknown as Element);
    expect([...attributes]).toEqual(['id']);
  });
});
