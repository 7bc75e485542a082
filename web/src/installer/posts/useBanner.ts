import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@portfolio/contract';
import type { ToastLink } from '../shared/ToastLinks';

export interface Banner {
  type: 'success' | 'error';
  text: string;
  /** Where a success leads on (the post on the website). */
  link?: ToastLink;
}

/** A success or error banner that clears itself after 3 seconds (spec section 4). */
export const useBanner = () => {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), LIMITS.bannerMs);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback(
    (type: Banner['type'], text: string, link?: ToastLink) => setBanner({ type, text, link }),
    [],
  );
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
};
