import { theme } from 'antd';
import { installerTheme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const token = theme.getDesignToken(installerTheme) as unknown as Record<string, string>;
const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];
const STATUSES = ['Success', 'Info', 'Error', 'Warning'];

describe('dashboard tags meet WCAG AA contrast at 12 px (4.5:1)', () => {
  it.each(PRESETS)('the %s tag: its text on its background', (c) => {
    expect(contrast(token[`${c}7`], token[`${c}1`])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(STATUSES)('the %s status tag: its text on its background', (s) => {
    expect(contrast(token[`color${s}`], token[`color${s}Bg`])).toBeGreaterThanOrEqual(4.5);
  });
});
