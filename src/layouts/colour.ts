/**
 * Colour arithmetic of WCAG 2, shared by the painter (which picks dark or light text on a marketing
 * background) and visual QA (which measures the contrast of what the painter drew): one
 * definition, so the two never disagree.
 */

/** sRGB's threshold between its linear and its power segment, on a channel from 0 to 1 (IEC 61966-2-1). */
const LINEAR_BELOW = 0.04045;

/** WCAG 2 relative luminance of an sRGB colour, channels 0–255: 0 for black, 1 for white. */
export function relativeLuminance(r: number, g: number, b: number): number {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= LINEAR_BELOW ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function hexLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new RangeError(`colour "${hex}" is not of the form #rrggbb`);
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16)) as [number, number, number];
  return relativeLuminance(r, g, b);
}

/** WCAG 2 contrast ratio of two relative luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
