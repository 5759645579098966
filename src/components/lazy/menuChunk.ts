// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../../app/styles/screenStyles';
// The one module LazyMenu loads at a menu's first opening: Mantine's Menu with floating-ui.
export { Menu } from '@mantine/core';
