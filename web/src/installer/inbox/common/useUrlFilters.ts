import { useSearchParams } from 'react-router-dom';

/** The list's page in the URL when it is past the first (the first is no parameter). */
export const pageParam = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

/**
 * A list's filters in the URL (so Back from an item returns to the same list): `filters` read by
 * `parse`; `setFilter` sets one (empty, or page 1, drops it), and any but the page goes back to page 1;
 * `setPage` turns the page.
 */
export const useUrlFilters = <F extends object>(parse: (params: URLSearchParams) => F) => {
  const [params, setParams] = useSearchParams();
  // From the URL as it is now (two quick clicks both count, even before a re-render).
  const set = (name: string, value: string | number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
      else next.set(name, String(value));
      if (name !== 'page') next.delete('page');
      return next;
    });
  const setFilter: (name: Extract<keyof F, string>, value: string | number | undefined) => void = set;
  return { filters: parse(params), setFilter, setPage: (page: number) => set('page', page) };
};
