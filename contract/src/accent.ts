/**
 * The firm's accent colour (Site settings › Accent colour, `#rrggbb`) as the dashboard uses it: the
 * primary colour of its header, sidebar and primary buttons (antd theme tokens). White text sits on
 * it and it sits as text on white, so a colour lighter than 4.5:1 against white (WCAG AA) is darkened
 * until it passes; hover and pressed states go darker still, never lighter.
 */

export const ACCENT_PATTERN = /^#[0-9a-f]{6}$/i;
export const ACCENT_MESSAGE = 'Accent colour must be a hex colour such as #0958d9.';
/** WCAG AA for normal text. */
export const ACCENT_MIN_CONTRAST = 4.5;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** `hex` mixed toward black by `amount` (0 to 1). */
export const darken = (hex: string, amount: number): string => toHex(channels(hex).map((c) => c * (1 - amount)));

/** The accent as stored, lowercase; null when none is set or it is not a `#rrggbb` colour. */
export const readAccent = (value: unknown): string | null =>
  typeof value === 'string' && ACCENT_PATTERN.test(value.trim()) ? value.trim().toLowerCase() : null;

/** The accent darkened just enough for 4.5:1 against white (unchanged when it already passes). */
export const accessibleAccent = (hex: string): string => {
  let colour = hex.toLowerCase();
  for (let step = 1; contrastRatio(colour, '#ffffff') < ACCENT_MIN_CONTRAST && step <= 50; step++)
    colour = darken(hex, step * 0.02);
  return colour;
};

/** The antd tokens an accent sets: primary, its hover and pressed states, links and info. */
export const accentTokens = (accent: string) => {
  const base = accessibleAccent(accent);
  const hover = darken(base, 0.18);
  const active = darken(base, 0.32);
  return {
    colorPrimary: base,
    colorPrimaryHover: hover,
    colorPrimaryActive: active,
    colorLink: base,
    colorLinkHover: hover,
    colorLinkActive: active,
    colorInfo: base,
  };
};
