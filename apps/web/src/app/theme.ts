import { createTheme } from '@mantine/core';

/**
 * Spec §9 breakpoints on Mantine's scale by device class, so Mantine's own responsive props keep
 * their meaning (sm ≈ tablet): spec sm 200 is the smallest supported width (no query needed),
 * md 376 → xs, lg 768 → sm, xl 1008 → md, xxl 1280 → lg, xxxl 1600 → xl.
 */
export const breakpointsPx = { xs: 376, sm: 768, md: 1008, lg: 1280, xl: 1600 } as const;

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  breakpoints: {
    xs: em(breakpointsPx.xs),
    sm: em(breakpointsPx.sm),
    md: em(breakpointsPx.md),
    lg: em(breakpointsPx.lg),
    xl: em(breakpointsPx.xl),
  },
});
