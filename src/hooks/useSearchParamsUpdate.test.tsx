// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../app/testing/renderWithApp';
import { withFilter } from '../lib/listParams';
import { useSearchParamsUpdate } from './useSearchParamsUpdate';

afterEach(cleanup);

/** Two filter changes in one event, before any re-render: the case that lost the first one. */
function TwoFilters() {
  const [search, update] = useSearchParamsUpdate();
  return (
    <button
      type="button"
      onClick={() => {
        update((prev) => withFilter(prev, 'status', 'lost'), { replace: true });
        update((prev) => withFilter(prev, 'assigned_to', 'a@example.com'), { replace: true });
      }}
    >
      {`set both (now ${search.toString() || 'none'})`}
    </button>
  );
}

describe('useSearchParamsUpdate', () => {
  it('keeps both of two changes made before the screen re-renders', async () => {
    const { router } = renderWithApp(<TwoFilters />, { url: '/deals?limit=20' });
    await userEvent.click(screen.getByRole('button'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      limit: '20',
      status: 'lost',
      assigned_to: 'a@example.com',
    });
    expect(screen.getByRole('button')).toHaveTextContent(
      'limit=20&status=lost&assigned_to=a%40example.com',
    );
  });

  it('starts from a URL it did not make (Back, a link)', async () => {
    const { router } = renderWithApp(<TwoFilters />, { url: '/deals?limit=20' });
    await userEvent.click(screen.getByRole('button'));
    await act(() => router.navigate('/deals?tag=vip'));
    await userEvent.click(screen.getByRole('button'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tag: 'vip',
      status: 'lost',
      assigned_to: 'a@example.com',
    });
  });
});
