import { startFirstScreen } from './firstScreen';

/**
 * The first page load's head start. `main.tsx` imports this module before the shell, so it runs
 * before React, Mantine and the shell's code are evaluated (a few hundred milliseconds on a slow
 * machine), instead of after the shell has rendered and the router has matched the address.
 */
export const headStart = startFirstScreen(window.location, undefined, document);
