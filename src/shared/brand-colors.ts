/**
 * The firm's primary colour (docs/decisions/0060): the ten shades the theme uses, made from the one colour, and the
 * WCAG AA contrast check of the texts it sits under. The server refuses a colour that fails (PUT
 * /api/settings/brand); the client's theme (src/client/app/theme.ts) builds its palette with the same function.
 */

/** The colour as saved: `#rrggbb`, lower case. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** The shade buttons, links and focus rings use (the theme's `primaryShade`): the firm's colour itself. */
export const PRIMARY_SHADE = 8;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string =>
  '#' +
  rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a: Rgb, b: Rgb, weight: number): Rgb => a.map((c, i) => c + (b[i]! - c) * weight) as Rgb;

/**
 * Ten shades, light to dark, with the firm's colour at PRIMARY_SHADE: lighter ones mixed with white (shade 0 nearly
 * white), shade 9 darker, mixed with black.
 */
export function paletteOf(hex: string): string[] {
  const base = toRgb(hex.toLowerCase());
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const lighter = [0.95, 0.88, 0.78, 0.66, 0.54, 0.42, 0.3, 0.16];
  return [...lighter.map((w) => toHex(mix(base, white, w))), toHex(base), toHex(mix(base, black, 0.25))];
}

/** WCAG 2.x relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** Where the primary colour meets text on the public site and the back-office. */
export type ContrastPair = 'whiteOnPrimary' | 'primaryOnWhite' | 'primaryOnGrey' | 'primaryOnLight';

export interface ContrastCheck {
  pair: ContrastPair;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
}

/** The page's light grey sections (Mantine's gray-0). */
const GREY_SECTION = '#f8f9fa';

/**
 * Every pair the colour is part of: white text on a filled (primary) button, primary links and headings on the
 * white page and on the light grey sections, and a light badge's text (shade 9 darkened, as theme.ts's resolver
 * makes it) on its pale background (shade 0). Each must reach 4.5:1.
 */
export function checkContrast(hex: string): ContrastCheck[] {
  const color = hex.toLowerCase();
  const shades = paletteOf(color);
  const lightText = toHex(mix(toRgb(shades[9]!), [0, 0, 0], 0.35));
  const pairs: [ContrastPair, string, string][] = [
    ['whiteOnPrimary', '#ffffff', color],
    ['primaryOnWhite', color, '#ffffff'],
    ['primaryOnGrey', color, GREY_SECTION],
    ['primaryOnLight', lightText, shades[0]!],
  ];
  return pairs.map(([pair, foreground, background]) => {
    const ratio = Math.round(contrastRatio(foreground, background) * 100) / 100;
    return { pair, foreground, background, ratio, passes: ratio >= AA_TEXT };
  });
}
