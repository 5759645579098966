// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderWithApp } from './testing/renderWithApp';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

/** The theme, not each caller, makes toasts accessible: a plain `notifications.show` is enough. */
describe('notifications under the console theme', () => {
  it('name their close button and give the description under a title the body text colour', async () => {
    renderWithApp(<p>screen</p>);
    act(() => {
      notifications.show({
        title: 'Company “Acme” deleted',
        message: 'Undo brings it back as a new record.',
      });
    });

    const toast = await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    // Mantine's own grey for it is 3.3:1 (light) and 3.5:1 (dark); the text colour passes in both.
    const description = screen.getByText('Undo brings it back as a new record.');
    expect(toast).toContainElement(description);
    expect(description).toHaveStyle({ color: 'var(--mantine-color-text)' });
  });
});
