import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes; `serverValue` before there is a window. */
export const useMediaQuery = (query: string, serverValue: boolean): boolean =>
  useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', changed);
      return () => list.removeEventListener?.('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );

/**
 * Whether the window is at least `px` wide, following resizes. For widths between antd's
 * breakpoints (Grid.useBreakpoint: 576, 768, 992, 1200, 1600), e.g. a table column that fits from 1360.
 */
export const useMinWidth = (px: number): boolean => useMediaQuery(`(min-width: ${px}px)`, true);
