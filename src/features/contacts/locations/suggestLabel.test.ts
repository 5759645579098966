import { describe, expect, it } from 'vitest';
import { suggestLabel } from './suggestLabel';

describe('suggestLabel', () => {
  it('offers work first, then the next common label the record does not use', () => {
    expect(suggestLabel([])).toBe('work');
    expect(suggestLabel(['Work'])).toBe('home');
    expect(suggestLabel([' work ', 'HOME'])).toBe('other');
    expect(suggestLabel(['home'])).toBe('work');
  });

  it('numbers work once the common labels are taken', () => {
    expect(suggestLabel(['work', 'home', 'other'])).toBe('work 2');
    expect(suggestLabel(['work', 'home', 'other', 'work 2', 'Work 3'])).toBe('work 4');
  });
});
