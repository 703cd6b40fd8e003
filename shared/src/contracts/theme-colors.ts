/**
 * The colours a blog's theme is shown with (B§3 global_theme_params), the same in the blog viewer and in the
 * page the server draws before it (issue 14): text readable on the theme's background, and its link colour
 * only while that stays readable there.
 */

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;
/** Below this relative luminance a background is dark: white text on it. */
const DARK_BELOW = 0.18;

/** WCAG relative luminance of #rgb / #rrggbb; 1 for anything else. */
export function luminance(color: string): number {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return 1;
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour on a theme's background: white on a dark one, near-black otherwise. */
export function themeTextColor(background: string): '#ffffff' | '#1a1a1a' {
  return luminance(background) < DARK_BELOW ? '#ffffff' : '#1a1a1a';
}

/** The theme's link colour while it is readable on its background, else the text colour. */
export function themeLinkColor(link: string, background: string): string {
  return contrast(link, background) >= READABLE_CONTRAST ? link : themeTextColor(background);
}
