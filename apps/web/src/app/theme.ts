import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A slightly blue-tinted dark scale: calmer than neutral grey, reads as clinical rather than gaming.
// Dark 2 is dimmed text: #939fb1 keeps 4.7:1 on a hovered table row or menu item (dark 5), where #8591a3 was 3.9:1.
const dark: MantineColorsTuple = [
  '#c9d1dc',
  '#aab4c2',
  '#939fb1',
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
  // Dark 9: white labels on filled buttons reach 5:1 (teal 7 gave 3.1:1, under WCAG AA's 4.5:1).
  primaryShade: { light: 6, dark: 9 },
  colors: { dark },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // A dialog's header is a <header>, which axe reads as a second banner landmark (role=dialog is not
    // sectioning content): a plain box, the dialog is named by its title anyway.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/**
 * Mantine's dark error colour (red 8) on our dark surfaces is 3.6:1; red 5 is
 * 5.3:1 on cards and 5.9:1 on the page, above WCAG AA's 4.5:1 for text.
 * A hovered filled button goes one shade lighter by default (teal 9 → 8), where
 * its white label is 3.9:1: it goes darker instead (6.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-teal-filled-hover': '#066a4c',
  },
});
