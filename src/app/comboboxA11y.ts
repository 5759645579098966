import type {
  AutocompleteFactory,
  ExtendComponent,
  MultiSelectFactory,
  SelectFactory,
  TagsInputFactory,
} from '@mantine/core';

/**
 * Every dropdown of choices (Select, MultiSelect, TagsInput, Autocomplete) scrolls its listbox
 * itself, with the browser's own scrollbar, instead of in Mantine's ScrollArea.
 *
 * Why: a long list (an account with 40 tags) scrolled inside the ScrollArea's viewport, a plain
 * div under the listbox that holds nothing focusable, so axe reported "scrollable region must
 * have keyboard access" (serious). The list is reached with the arrow keys through the combobox,
 * which axe accepts when the scrolling element is the listbox the combobox controls.
 */
const OWN_SCROLL = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 220, overflowY: 'auto' } },
} as const;

export const COMBOBOX_A11Y = {
  Select: OWN_SCROLL satisfies ExtendComponent<SelectFactory>,
  MultiSelect: OWN_SCROLL satisfies ExtendComponent<MultiSelectFactory>,
  TagsInput: OWN_SCROLL satisfies ExtendComponent<TagsInputFactory>,
  Autocomplete: OWN_SCROLL satisfies ExtendComponent<AutocompleteFactory>,
};
