// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../../app/styles/screenStyles';
// The one module LazySelect loads when its field is first approached: Mantine's Select (Combobox).
export { Select } from '@mantine/core';
