import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PLACEHOLDER_IMAGE } from './placeholder';

/**
 * Every page change scrolls to the top (spec section 1). Not the first render: a server-rendered
 * page hydrates after it has painted, and a visitor who has begun scrolling stays where they are.
 */
export const useScrollToTopOnNavigate = () => {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
};

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
      if (!(img instanceof HTMLImageElement) || img.dataset.fallback === 'done' || img.dataset.fallback === 'off') return;
      img.dataset.fallback = 'done';
      img.removeAttribute('srcset');
      img.src = PLACEHOLDER_IMAGE;
    };
    // Image errors do not bubble, so listen in the capture phase.
    document.addEventListener('error', replace, true);
    return () => document.removeEventListener('error', replace, true);
  }, []);
};
