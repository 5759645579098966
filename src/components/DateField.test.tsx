// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../app/testing/renderWithApp';
import { dateElementProblem } from '../lib/dateInputs';
import { DateField } from './DateField';

afterEach(cleanup);

/** A form like the to-do's: the owner's value, and the element checked again at submit. */
function Form() {
  const [value, setValue] = useState('2026-05-01');
  const [submitted, setSubmitted] = useState('');
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(dateElementProblem(input.current) ?? `saved ${value}`);
      }}
    >
      <DateField ref={input} label="Due date" value={value} onChange={setValue} />
      <output>owner has {value === '' ? 'no date' : value}</output>
      <output>{submitted}</output>
      <button type="submit">Save</button>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </form>
  );
}

describe('DateField', () => {
  it('says at the field that a year is out of range and keeps it from the owner', async () => {
    renderWithApp(<Form />);
    const field = screen.getByLabelText('Due date');
    fireEvent.input(field, { target: { value: '0202-05-01' } });
    expect(await screen.findByText('Enter a year from 1900 to 2200 (not 202)')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('0202-05-01');
    expect(screen.getByText('owner has 2026-05-01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Enter a year from 1900 to 2200 (not 202)', { selector: 'output' }),
    ).toBeInTheDocument();
  });

  it('passes a date in range, and shows a value the owner sets', async () => {
    renderWithApp(<Form />);
    const field = screen.getByLabelText('Due date');
    fireEvent.input(field, { target: { value: '2030-01-31' } });
    expect(screen.getByText('owner has 2030-01-31')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('min', '1900-01-01');
    expect(field).toHaveAttribute('max', '2200-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('saved', { selector: 'output', exact: false })).toHaveTextContent(
      'saved',
    );
  });
});
