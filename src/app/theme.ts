import { createTheme } from '@mantine/core';

/**
 * One theme for the whole console. The primary shade is darker in light mode than Mantine's
 * default so filled buttons and links keep a 4.5:1 contrast with white text (axe checks it).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});

/** The key the inline script in index.html reads too: keep them equal. */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';
