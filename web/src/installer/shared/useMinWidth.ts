import { useSyncExternalStore } from 'react';

/**
 * Whether the window is at least `px` wide, following resizes. For widths between antd's
 * breakpoints (Grid.useBreakpoint: 576, 768, 992, 1200, 1600), e.g. a table column that fits from 1360.
 */
export const useMinWidth = (px: number): boolean => {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', changed);
      return () => list.removeEventListener?.('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
};
