import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@portfolio/contract';

export interface Banner {
  type: 'success' | 'error';
  text: string;
}

/** A success or error banner that clears itself after 3 seconds (spec section 4). */
export const useBanner = () => {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), LIMITS.bannerMs);
    return () => clearTimeout(timer);
  }, [banner]);
  const show = useCallback((type: Banner['type'], text: string) => setBanner({ type, text }), []);
  const clear = useCallback(() => setBanner(null), []);
  return { banner, show, clear };
};
