import { describe, expect, it } from 'vitest';
import type { Location } from '#xml/location';
import { addressProblems, changedFields, locationClashes } from './locationChanges';
import { emptyDraft } from './LocationEditorForm';

const initial = { ...emptyDraft(true, 'Office'), city: 'Paris', phone: '111' };

describe('location changes', () => {
  it('sends only what the user changed', () => {
    expect(changedFields(initial, { ...initial, city: 'Lyon', primary: false })).toEqual({
      city: 'Lyon',
      primary: false,
    });
    expect(changedFields(initial, initial)).toEqual({});
  });

  it('names a field both changed differently, and nothing else', () => {
    const current: Location = { id: 1, ...initial, phone: '999-NEW', city: 'Lyon', state: 'Rhône' };
    expect(locationClashes(initial, { ...initial, city: 'Lyon', phone: '222' }, current)).toEqual([
      { key: 'phone', label: 'Phone', mine: '222', theirs: '999-NEW' },
    ]);
    expect(locationClashes(initial, { ...initial, country: 'France' }, current)).toEqual([]);
  });

  it('wants e-mail and web addresses that look like ones, and allows them empty', () => {
    expect(addressProblems({ email: 'not an email@@', website: 'just words' })).toEqual({
      email: 'Enter an e-mail address such as name@example.com',
      website: 'Enter a web address such as example.com or https://example.com',
    });
    expect(
      addressProblems({ email: 'javascript:alert(1)', website: 'javascript:alert(1)' }),
    ).toHaveProperty('website');
    expect(addressProblems({ email: ' ana@example.org ', website: 'example.com/about' })).toEqual(
      {},
    );
    expect(addressProblems({ email: '', website: 'https://shop.example.co.uk' })).toEqual({});
  });
});
