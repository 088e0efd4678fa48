import { createTheme, Select, type MantineColorsTuple } from '@mantine/core';

/**
 * docs/domain.md#constants breakpoints on Mantine's scale by device class, so Mantine's own responsive props keep
 * their meaning (sm ≈ tablet): spec sm 200 is the smallest supported width (no query needed),
 * md 376 → xs, lg 768 → sm, xl 1008 → md, xxl 1280 → lg, xxxl 1600 → xl.
 */
export const breakpointsPx = { xs: 376, sm: 768, md: 1008, lg: 1280, xl: 1600 } as const;

const em = (px: number) => `${px / 16}em`;

/**
 * WCAG 2.2 AA on white and on the light grey of striped rows: the shades Mantine uses for text and
 * fills are darkened so white on a filled button, a link, and the text of a light button or badge
 * (shade 9 on shade 1) reach 4.5:1. The light shades stay Mantine's own.
 */
export const palette = {
  // The brand green: filled/link shade 6 #0b7556 is 5.7:1 on white; shade 9 on shade 1 is 7.4:1.
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#12b886', '#0b7556', '#0a6a4e', '#085f45', '#05573e'],
  // The error red: 5.5:1 on white (Mantine's #fa5252 is 3.3:1).
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c92a2a', '#b72525', '#a51f1f', '#8f1a1a'],
  // Helper text (dimmed = shade 6) 5.2:1 on white; shade 5 marks control borders at 3.3:1.
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#868e96', '#666d75', '#495057', '#343a40', '#212529'],
  // The draft badge: shade 9 on shade 1 is 5.9:1.
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#f08c00', '#8f4b00'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#c2410c', '#b23c0b', '#a63a0a', '#8a3208'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#257a36', '#216e31', '#1f6a2f', '#1a5c28'],
} satisfies Record<string, MantineColorsTuple>;

export const theme = createTheme({
  primaryColor: 'teal',
  colors: palette,
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // Every focusable control shows its 2 px ring on keyboard focus (app.css adds it to inputs).
  focusRing: 'auto',
  components: {
    // Keyboard entry: typing filters a select's options, the first match is highlighted, Enter picks it.
    Select: Select.extend({ defaultProps: { searchable: true, selectFirstOptionOnChange: true } }),
  },
  breakpoints: {
    xs: em(breakpointsPx.xs),
    sm: em(breakpointsPx.sm),
    md: em(breakpointsPx.md),
    lg: em(breakpointsPx.lg),
    xl: em(breakpointsPx.xl),
  },
});
