/**
 * The tenant's brand colour (decision 0038): the one hue the customer app is painted with, its
 * lighter and darker shades worked out from it, and how well it reads against white. The panel
 * warns with the same numbers the web app paints with.
 */

/** The customer app's red, what a profile without a colour of its own keeps (apps/web styles.css). */
export const defaultBrandColour = '#d0112b';

/** WCAG's minimum for normal text: the brand colour is text on white and white text's background. */
export const minimumContrast = 4.5;

export const isHexColour = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `share` of `hex` mixed into `base` (0 to 1), in sRGB as CSS color-mix() does by default. */
const mix = (hex: string, base: Rgb, share: number): string => {
  const colour = rgbOf(hex);
  return hexOf(colour.map((c, i) => c * share + base[i]! * (1 - share)) as Rgb);
};

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/**
 * The shades the web app uses (its `brand-50` to `brand-800`), with the colour itself as 600:
 * the tints are backgrounds under brand text, the darker ones hover and pressed states.
 */
export function brandShades(hex: string): Record<'50' | '100' | '200' | '500' | '600' | '700' | '800', string> {
  const colour = hex.toLowerCase();
  return {
    '50': mix(colour, white, 0.06),
    '100': mix(colour, white, 0.12),
    '200': mix(colour, white, 0.25),
    '500': mix(colour, white, 0.88),
    '600': colour,
    '700': mix(colour, black, 0.83),
    '800': mix(colour, black, 0.68),
  };
}

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string): number => {
  const [r, g, b] = rgbOf(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of a colour against white, from 1 (white) to 21 (black). */
export const contrastOnWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);
