// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../../app/styles/screenStyles';
// The one module LazyTooltip loads on demand: a module of its own, so the dynamic import names
// exactly the component it needs.
export { Tooltip } from '@mantine/core';
