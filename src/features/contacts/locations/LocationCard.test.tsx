// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Location } from '#xml/location';
import { renderWithApp } from '../../../app/testing/renderWithApp';
import { LocationCard } from './LocationCard';

const BLANK: Location = {
  id: 1,
  label: 'Office',
  primary: false,
  email: '',
  website: '',
  phone: '',
  cell: '',
  fax: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

afterEach(cleanup);

describe('LocationCard links', () => {
  it('makes a website without scheme an https link in a new tab, and phones tel: links', async () => {
    renderWithApp(
      <LocationCard
        location={{
          ...BLANK,
          website: 'example.org/about',
          phone: '+1 (555) 010-2030',
          cell: '0171 23 45',
        }}
      />,
    );
    const card = await screen.findByRole('article', { name: 'Location Office' });
    const website = within(card).getByRole('link', { name: 'example.org/about' });
    expect(website).toHaveAttribute('href', 'https://example.org/about');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
      'href',
      'tel:+15550102030',
    );
    expect(within(card).getByRole('link', { name: '0171 23 45' })).toHaveAttribute(
      'href',
      'tel:01712345',
    );
  });

  it('shows a javascript: or data: website as plain text, no link', async () => {
    renderWithApp(<LocationCard location={{ ...BLANK, website: 'javascript:alert(1)' }} />);
    const card = await screen.findByRole('article', { name: 'Location Office' });
    expect(within(card).getByText('javascript:alert(1)', { exact: false })).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    cleanup();
    renderWithApp(<LocationCard location={{ ...BLANK, website: 'data:text/html,hi' }} />);
    expect(
      within(await screen.findByRole('article', { name: 'Location Office' })).queryByRole('link'),
    ).toBeNull();
  });

  it('links a plain e-mail, and shows one carrying header fields as text', async () => {
    renderWithApp(<LocationCard location={{ ...BLANK, email: 'dana@example.com' }} />);
    const card = await screen.findByRole('article', { name: 'Location Office' });
    expect(within(card).getByRole('link', { name: 'dana@example.com' })).toHaveAttribute(
      'href',
      'mailto:dana@example.com',
    );
    cleanup();
    renderWithApp(
      <LocationCard location={{ ...BLANK, email: 'dana@example.com?bcc=spy@evil.example' }} />,
    );
    const other = await screen.findByRole('article', { name: 'Location Office' });
    expect(
      within(other).getByText('dana@example.com?bcc=spy@evil.example', { exact: false }),
    ).toBeInTheDocument();
    expect(within(other).queryByRole('link')).toBeNull();
  });
});
