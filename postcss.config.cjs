/* global module */
// Mantine's CSS relies on its preset (rem(), light-dark(), breakpoint mixins) and on the
// breakpoint variables below for `@media (max-width: $mantine-breakpoint-sm)` in our own CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
