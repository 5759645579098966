// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineMessages } from './defineMessages';
import { translateWithNodes } from './withNodes';

const messages = defineMessages(
  'test-with-nodes',
  { open: 'Open {{link}} or {{name}}' } as const,
  () => Promise.resolve({ default: { open: 'Öffnen Sie {{link}} oder {{name}}' } }),
);

describe('translateWithNodes', () => {
  it('puts nodes where the placeholders are, and a value that mimics a marker as text', () => {
    const mimic = `A\u0001link\u0001`;
    render(
      <p>
        {translateWithNodes(
          messages.t,
          'open',
          { link: <a href="/x">the company</a> },
          { name: mimic },
        )}
      </p>,
    );
    expect(screen.getByRole('link', { name: 'the company' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText(/^Open/).textContent).toBe(`Open the company or ${mimic}`);
  });
});
