/** The shell's English messages (header, navigation, keys, palette, error screens). */
export const english = {
  'language.label': 'Language',
} as const;
