import { describe, expect, it } from 'vitest';
import { contactLocation, contactProblems } from './newPersonContact';

describe('the contact details of a new person', () => {
  it('are written as one primary location under the label, trimmed', () => {
    expect(contactLocation({ email: ' ann@example.com ', phone: '', label: ' work ' })).toEqual({
      label: 'work',
      primary: true,
      email: 'ann@example.com',
      phone: '',
    });
    expect(contactLocation({ email: '', phone: '+1 555', label: 'home' })).toMatchObject({
      label: 'home',
      phone: '+1 555',
    });
  });

  it('write nothing and need nothing when neither e-mail nor phone is given', () => {
    expect(contactLocation({ email: ' ', phone: '', label: '' })).toBeNull();
    expect(contactProblems({ email: '', phone: '', label: '' })).toEqual({});
  });

  it('need a readable e-mail and a label once something is given', () => {
    expect(contactProblems({ email: 'ann@', phone: '', label: '' })).toEqual({
      email: 'Enter an e-mail address such as name@example.com',
      label: 'Enter a label, e.g. Office or Home',
    });
    expect(contactProblems({ email: '', phone: '555', label: 'work' })).toEqual({});
  });
});
