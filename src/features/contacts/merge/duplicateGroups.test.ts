import { describe, expect, it } from 'vitest';
import { emailKey, groupDuplicates, websiteKey, type Candidate } from './duplicateGroups';

const candidate = (id: number, nameKey: string, email = '', website = ''): Candidate => ({
  id,
  label: `#${id}`,
  nameKey,
  locations: [{ email, website }],
});

describe('groupDuplicates', () => {
  it('groups records sharing a name, an e-mail or a website, also through a third record', () => {
    const groups = groupDuplicates([
      candidate(1, 'northwind traders'),
      candidate(2, 'northwind traders', '', 'https://www.northwind.example/'),
      candidate(3, 'nw', '', 'northwind.example'),
      candidate(4, 'contoso', 'Info@Contoso.example'),
      candidate(5, 'contoso group', ' info@contoso.example'),
      candidate(6, 'alone', 'x@alone.example', 'alone.example'),
    ]);
    expect(groups).toEqual([
      {
        records: [1, 2, 3].map((id) => ({ id, label: `#${id}` })),
        reasons: [
          { kind: 'name', value: 'northwind traders' },
          { kind: 'website', value: 'northwind.example' },
        ],
      },
      {
        records: [4, 5].map((id) => ({ id, label: `#${id}` })),
        reasons: [{ kind: 'email', value: 'info@contoso.example' }],
      },
    ]);
  });

  it('compares nothing on an empty name, a word that is no address or no host', () => {
    expect(
      groupDuplicates([candidate(1, '', 'n/a', 'none'), candidate(2, '', 'n/a', 'none')]),
    ).toEqual([]);
  });

  it('normalises e-mails and websites', () => {
    expect(emailKey(' A@B.example ')).toBe('a@b.example');
    expect(websiteKey('HTTP://WWW.Example.com/Shop/?q=1#top')).toBe('example.com/Shop');
    expect(websiteKey('example.com///')).toBe('example.com');
  });
});
