import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { overlayFreeModules } from './overlayFree';

const root = fileURLToPath(new URL('../..', import.meta.url));
const overlayFree = overlayFreeModules(root);

describe('overlayFreeModules', () => {
  it('takes a screen part that imports no overlay, however deep', () => {
    expect(overlayFree(`${root}src/components/ScreenHeader.tsx`)).toBe(true);
    expect(overlayFree(`${root}src/features/home/HomePage.tsx`)).toBe(true);
  });

  it('leaves out a module that imports an overlay itself or through its imports', () => {
    expect(overlayFree(`${root}src/components/GuardedModal.tsx`)).toBe(false);
    // A deal's facts reach Select through the contact picker, a relative import.
    expect(overlayFree(`${root}src/features/deals/DealFacts.tsx`)).toBe(false);
    // The log dialog's participants field reaches Select through an alias import of the picker.
    expect(overlayFree(`${root}src/features/contacts/feed/ParticipantsField.tsx`)).toBe(false);
  });

  it('leaves out what is not the console’s source', () => {
    expect(overlayFree(`${root}node_modules/react/index.js`)).toBe(false);
    expect(overlayFree(`${root}src/app/styles/missing.ts`)).toBe(false);
  });
});
