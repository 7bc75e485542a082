import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSite } from '../data/reads';
import { HYDRATION_DATA_ID } from '../../app/hydration';
import type { PageHead } from './head';
import { pageHeadTags } from './pageHead';

/**
 * After a client-side navigation, replaces the head tags the server wrote (data-head) with the new
 * page's: title, description, canonical, Open Graph, Twitter, JSON-LD. The first render keeps the
 * server's tags (they are the same).
 */
export const useDocumentHead = (fallback?: PageHead) => {
  const matches = useMatches();
  const site = useSite();
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (site?.language) document.documentElement.lang = site.language;
    // A server-rendered page (its loader data is in the document) already has these tags.
    if (first.current && document.getElementById(HYDRATION_DATA_ID)) {
      first.current = false;
      return;
    }
    first.current = false;
    const tags = pageHeadTags(matches, site, window.location.origin, new URL(window.location.href), fallback);
    document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
    document.head.querySelectorAll('title').forEach((el) => el.remove());
    for (const { tag, attrs, text } of tags) {
      const el = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      el.setAttribute('data-head', '');
      if (text !== undefined) el.textContent = text;
      document.head.appendChild(el);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, site]);
};
