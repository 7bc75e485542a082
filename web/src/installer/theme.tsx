import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's default tokens fail WCAG AA contrast (4.5:1) for normal text: white on the #1677ff primary
 * button (4.1), the #ff4d4f danger text (3.3), secondary/description text at 45% black (3.4) and
 * placeholders/disabled text at 25% black (1.8). These darker tokens keep the look and pass axe.
 */
export const installerTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    // Hover/active go darker, not lighter, so a hovered button keeps its contrast.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    // Links (antd's #1677ff is 4.1:1 on white).
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
  },
};

export const InstallerTheme = ({ children }: { children: ReactNode }) => <ConfigProvider theme={installerTheme}>{children}</ConfigProvider>;
