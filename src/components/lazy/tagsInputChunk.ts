// Loaded on demand: Mantine's styles beyond the shell's come with it (see styles/screenStyles).
import '../../app/styles/screenStyles';
// The one module RecordTagsEditor loads when its tag input shows: Mantine's TagsInput (Combobox).
export { TagsInput } from '@mantine/core';
