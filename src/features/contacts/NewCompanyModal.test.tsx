// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../app/testing/renderWithApp';
import { NewCompanyModal } from './NewCompanyModal';

afterEach(cleanup);

describe('the new company dialog’s length limits', () => {
  it('stops the name at 255 characters and shows a counter from 80 % on', async () => {
    renderWithApp(<NewCompanyModal opened onClose={() => {}} onCreated={() => {}} />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('maxLength', '255');
    await userEvent.click(name);
    await userEvent.paste('a'.repeat(200));
    expect(screen.queryByText(/ \/ 255 characters/)).toBeNull();
    await userEvent.paste('b'.repeat(100));
    expect(name).toHaveValue('a'.repeat(200) + 'b'.repeat(55));
    expect(screen.getByText('255 / 255 characters')).toBeInTheDocument();
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText('255 / 255 characters').id,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxLength', '65536');
  });
});
