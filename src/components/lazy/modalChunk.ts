// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../../app/styles/screenStyles';
// The one module LazyModal loads at a dialog's first opening: Mantine's Modal family.
export { Modal } from '@mantine/core';
