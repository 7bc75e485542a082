import { ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { accentTokens, readAccent } from '@portfolio/contract';
import { useSiteInfo } from '../../api/reads';
import { useMediaQuery } from './useMediaQuery';

/**
 * antd's default tokens fail WCAG AA contrast (4.5:1) for normal text: white on the #1677ff primary
 * button (4.1), the #ff4d4f danger text (3.3), secondary/description text at 45% black (3.4) and
 * placeholders/disabled text at 25% black (1.8). These darker tokens keep the look and pass axe.
 * Tags print their preset colour's 7th shade (or the status colour) on its 1st shade: green, gold,
 * orange, cyan, volcano, lime and yellow, and the success and warning statuses, fail at 12 px, so
 * those shades are the palette's darker ones (theme.test.tsx checks every tag colour).
 */
/**
 * A preset's 7th shade has two token names, `green7` and `green-7`, and both become the CSS variable
 * `--ant-green-7` (the later declaration wins), so a darker shade is set under both.
 */
const tagText = (shades: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(shades).flatMap(([colour, hex]) => [
      [`${colour}7`, hex],
      [`${colour}-7`, hex],
    ]),
  );

export const installerTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    // Hover/active go darker, not lighter, so a hovered button keeps its contrast.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    // Links too: antd's default link blue is the #1677ff above (4.1:1 on white).
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    ...tagText({
      green: '#237804',
      gold: '#874d00',
      orange: '#ad4e00',
      cyan: '#006d75',
      volcano: '#ad2102',
      lime: '#3f6600',
      yellow: '#876800',
    }),
  },
};

/**
 * The theme with the firm's accent (Site settings › Accent colour) as its primary colour, darkened if needed for 4.5:1.
 */
export const themeWith = (accent: string | null | undefined, reduceMotion = false): ThemeConfig => {
  const colour = readAccent(accent);
  return {
    ...installerTheme,
    token: {
      ...installerTheme.token,
      ...(colour ? accentTokens(colour) : {}),
      ...(reduceMotion ? { motion: false } : {}),
    },
  };
};

/**
 * The dashboard's theme, in the firm's accent colour once the site info has it (the header, the
 * sidebar's current link and the primary buttons follow antd's primary token). Someone who asked
 * their system for less motion (prefers-reduced-motion, WCAG 2.3.3) gets dialogs, drawers, menus and
 * toasts that appear and go without zooming, sliding or fading: antd's `motion` token, off.
 */
export const InstallerTheme = ({ children }: { children: ReactNode }) => {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false);
  const accent = useSiteInfo().site?.accentColor;
  const theme = useMemo(() => themeWith(accent, reduceMotion), [accent, reduceMotion]);
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
};
