/**
 * Below Mantine's `sm` breakpoint (48em), as Mantine's own `hiddenFrom="sm"` draws it: 48em less
 * 0.1px, so at exactly 768 px the screen is not a phone for the layout, the burger and the lists'
 * folded filters alike.
 */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99375em)';
