import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 250;

/**
 * The search box and page of a server-searched card list: `text` follows the box at once, `q`
 * follows it once typing pauses (one request per pause, not per key), and a new search goes back
 * to page 1.
 */
export const usePagedSearch = () => {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const next = text.trim();
    // Only a changed search waits and goes back to page 1 (a page chosen meanwhile is kept otherwise).
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  return { text, setText, q, page, setPage };
};
