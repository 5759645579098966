import {
  createTheme,
  Title,
  type CSSVariablesResolver,
  type ExtendComponent,
  type NotificationFactory,
} from '@mantine/core';
import { BREAK_ANYWHERE } from '../lib/breakAnywhere';
import { COMBOBOX_A11Y } from './comboboxA11y';
import { NOTIFICATION_A11Y } from './notificationA11y';
import focusRing from './focusRing.module.css';

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * One theme for the whole console. Shade 8 of the primary colour keeps white button text and
 * links at 4.5:1 or better in both schemes (Mantine's default shade 6 does not; axe checks it).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: systemFont,
  headings: { fontFamily: systemFont },
  // Buttons, links, checkboxes…: a 2 px outline in `--crm-focus-ring` (focusRing.module.css).
  focusClassName: focusRing.focus,
  components: {
    // Every text input, select and textarea is built on Input: a 2 px ring when focused.
    Input: { classNames: { input: focusRing.input } },
    // Every toast (notifications.show) renders a Notification: one place covers all callers.
    // Written out rather than `Notification.extend(…)` (the same object, typed the same way): that
    // would put the component in the first download, and toasts load at the first one.
    Notification: {
      defaultProps: { closeButtonProps: NOTIFICATION_A11Y.closeButtonProps },
      styles: NOTIFICATION_A11Y.styles,
    } satisfies ExtendComponent<NotificationFactory>,
    // Dropdowns of choices scroll their listbox, which the keyboard reaches (comboboxA11y.ts).
    ...COMBOBOX_A11Y,
    // Headings show record names, which may have no space to wrap at (a 270-character name).
    Title: Title.extend({ styles: { root: BREAK_ANYWHERE } }),
  },
});

/**
 * The focus ring's colour: blue 8 is 5:1 on white (4.8:1 on grey 0) but 2.7:1 on a dark input;
 * blue 4 is 5.5:1 on a dark input and 6.3:1 on the dark body.
 *
 * Mantine's "dimmed" grey is 3.3:1 on white and 4:1 on the dark body; these greys reach 4.5:1
 * on the body and on striped table rows while still reading as secondary text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#656c73', '--crm-focus-ring': 'var(--mantine-color-blue-8)' },
  dark: { '--mantine-color-dimmed': '#a3a3a3', '--crm-focus-ring': 'var(--mantine-color-blue-4)' },
});

/** The key the inline script in index.html reads too: keep them equal. */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';
