import {
  createTheme,
  darken,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { paletteOf, PRIMARY_SHADE } from '../../shared/brand-colors.ts';

/** System fonts only: the site never loads anything from another origin. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: PRIMARY_SHADE,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // A visitor whose system asks for less motion gets dialogs, menus and notifications without their transitions, as
  // the in-page scrolling already does (src/client/lib/scroll.ts).
  respectReducedMotion: true,
});

const themes = new Map<string, MantineThemeOverride>();

/**
 * The theme with the firm's primary colour (docs/decisions/0060): its ten shades made from the one colour saved in
 * the settings (checked for contrast by the server), the colour itself at PRIMARY_SHADE. Without one, indigo. The
 * server renders pages with the same configuration, so the first paint already has the firm's colour.
 */
export function themeFor(primaryColor: string | null | undefined): MantineThemeOverride {
  if (!primaryColor) return theme;
  let made = themes.get(primaryColor);
  if (!made) {
    made = {
      ...theme,
      colors: { brand: paletteOf(primaryColor) as unknown as MantineColorsTuple },
      primaryColor: 'brand',
    };
    themes.set(primaryColor, made);
  }
  return made;
}

/**
 * Mantine's default dimmed grey, error red and placeholder grey fall short of WCAG AA contrast on white, and so does
 * the text of its `light` variant (a state badge: green, orange, yellow on their pale shade): darker shades,
 * everywhere, so that a badge or a placeholder reads on a low-contrast screen too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Shade 9 darkened by 35% is at least 5:1 on the variant's pale background, for every colour of the palette.
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.35),
      ]),
    ),
  },
  dark: {},
});
