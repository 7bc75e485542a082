import { render } from '@testing-library/react';
import { Tag } from 'antd';
import { InstallerTheme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];
const STATUSES = { success: 'success', processing: 'info', error: 'error', warning: 'warning' };

/**
 * The value a browser gives a CSS variable of the dashboard's theme: antd writes every token as a
 * variable into the style sheets it injects, and where a name is declared twice the later one wins.
 */
const cssVariables = () => {
  render(
    <InstallerTheme>
      {PRESETS.map((c) => (
        <Tag key={c} color={c}>
          {c}
        </Tag>
      ))}
    </InstallerTheme>,
  );
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
  const values = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--ant-[a-z0-9-]+):\s*([^;}]+)/gi))
    values.set(name, value.trim().toLowerCase());
  return (name: string) => {
    const value = values.get(name);
    if (!value) throw new Error(`${name} is not declared`);
    return value;
  };
};

describe('dashboard tags meet WCAG AA contrast at 12 px (4.5:1), as the browser sees the theme', () => {
  const variable = cssVariables();
  it.each(PRESETS)('the %s tag: its text (7th shade) on its background (1st shade)', (c) => {
    expect(contrast(variable(`--ant-${c}-7`), variable(`--ant-${c}-1`))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(Object.entries(STATUSES))('the %s status tag: its text on its background', (_, s) => {
    expect(contrast(variable(`--ant-color-${s}`), variable(`--ant-color-${s}-bg`))).toBeGreaterThanOrEqual(4.5);
  });
});
