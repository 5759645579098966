// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { LazySelect } from './LazySelect';

const FRUITS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { group: 'Later', items: [{ value: 'c', label: 'Cherry' }] },
];

function Picker({ onPick }: { onPick: (value: string | null) => void }) {
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<string | null>('c');
  return (
    <LazySelect
      label="Fruit"
      searchable
      data={FRUITS}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('LazySelect', () => {
  it('stands in with the label and the chosen label, then becomes the Select typed into', async () => {
    const picked: (string | null)[] = [];
    renderWithApp(<Picker onPick={(value) => picked.push(value)} />);
    const standIn = screen.getByRole('combobox', { name: 'Fruit' });
    expect(standIn).toHaveProperty('value', '');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(standIn, 'Ban');
    // The Select took the stand-in's place, with the focus, the text typed and its list open.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fruit' })).not.toBe(standIn));
    const select = screen.getByRole('combobox', { name: 'Fruit' });
    expect(document.activeElement).toBe(select);
    expect((select as HTMLInputElement).value).toBe('Ban');
    await userEvent.click(await screen.findByRole('option', { name: 'Banana' }));
    expect(picked).toEqual(['b']);
  });

  it('is the Select at once once loaded, showing the chosen option of a group by its label', () => {
    // The first test loaded it: every later field renders the real one.
    renderWithApp(<LazySelect label="Kind" data={FRUITS} value="c" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect(select).toHaveProperty('value', 'Cherry');
    expect(select.closest('.mantine-Select-root')).not.toBeNull();
    expect(document.activeElement).not.toBe(select);
  });
});
