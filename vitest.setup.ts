// Component tests (jsdom) get the DOM matchers; node tests are unaffected by the import.
import '@testing-library/jest-dom/vitest';
