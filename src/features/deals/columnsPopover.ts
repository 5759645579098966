// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../../app/styles/screenStyles';
// The one module ColumnsMenu loads at its first opening: Mantine's Popover with floating-ui.
export { Popover } from '@mantine/core';
