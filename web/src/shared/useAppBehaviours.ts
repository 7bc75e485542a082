import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PLACEHOLDER_IMAGE } from './placeholder';

/**
 * Runs `onChange` when the path changes, not on the first render: a server-rendered page hydrates
 * after it has painted, and what the visitor did before that (scrolled, opened a menu) stays.
 */
export const usePathChange = (onChange: () => void) => {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    latest.current();
  }, [pathname]);
};

/** Every page change scrolls to the top (spec section 1). */
export const useScrollToTopOnNavigate = () => usePathChange(() => window.scrollTo(0, 0));

/** The right-click context menu is blocked (spec section 1). */
export const useBlockContextMenu = () => {
  useEffect(() => {
    const block = (e: Event) => e.preventDefault();
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, []);
};

/** Broken images anywhere are replaced by a placeholder (spec section 8). */
export const useBrokenImageFallback = () => {
  useEffect(() => {
    const replace = (e: Event) => {
      const img = e.target;
      if (!(img instanceof HTMLImageElement) || img.dataset.fallback === 'done' || img.dataset.fallback === 'off')
        return;
      img.dataset.fallback = 'done';
      img.removeAttribute('srcset');
      img.src = PLACEHOLDER_IMAGE;
    };
    // Image errors do not bubble, so listen in the capture phase.
    document.addEventListener('error', replace, true);
    return () => document.removeEventListener('error', replace, true);
  }, []);
};
