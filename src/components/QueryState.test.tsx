// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/client/apiError';
import { renderWithApp } from '../app/testing/renderWithApp';
import { QueryState } from './QueryState';

afterEach(cleanup);

function Fruits({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['fruits'], queryFn: load, retry: false });
  return (
    <QueryState
      query={query}
      errorTitle="Could not load fruits"
      loading={<p>fruit skeleton</p>}
      isEmpty={(fruits) => fruits.length === 0}
      empty={<p>No fruits yet: add one</p>}
    >
      {(fruits) => (
        <ul>
          {fruits.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading placeholder, marked busy, until the data arrives', async () => {
    let resolve: (fruits: string[]) => void = () => undefined;
    const pending = new Promise<string[]>((r) => (resolve = r));
    renderWithApp(<Fruits load={() => pending} />);

    const placeholder = await screen.findByText('fruit skeleton');
    expect(placeholder.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    resolve(['apple', 'pear']);
    expect(await screen.findByText('apple')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['apple', 'pear']);
    expect(screen.queryByText('fruit skeleton')).toBeNull();
  });

  it('shows the empty state instead of an empty list', async () => {
    renderWithApp(<Fruits load={() => Promise.resolve([])} />);
    expect(await screen.findByText('No fruits yet: add one')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with its message and retries on request', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      if (calls === 1)
        return Promise.reject(
          new ApiError('http', ['The CRM service is unavailable at the moment'], 503),
        );
      return Promise.resolve(['plum']);
    };
    renderWithApp(<Fruits load={load} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load fruits');
    expect(alert).toHaveTextContent('The CRM service is unavailable at the moment');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['plum']),
    );
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
