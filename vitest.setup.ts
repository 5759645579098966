// Component tests (jsdom) get the DOM matchers; node tests are unaffected by the import.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default. The suite shares two cores with the
// whole-tree typecheck and other runs, where a lazy part (the notifications host, a catalogue)
// can take longer to arrive; a real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
