import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A slightly blue-tinted dark scale: calmer than neutral grey, reads as clinical rather than gaming.
const dark: MantineColorsTuple = [
  '#c9d1dc',
  '#aab4c2',
  '#8591a3',
  '#5b6779',
  '#3b4656',
  '#2b3442',
  '#212935',
  '#19202a',
  '#141a22',
  '#0f141b',
];

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 in the dark scheme: white text on filled buttons (teal, red) meets WCAG AA (4.5:1); shade 7 gives 3:1.
  primaryShade: { light: 6, dark: 9 },
  colors: { dark },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});
