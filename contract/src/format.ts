/** "acme corp" -> "Acme Corp": names are stored lowercase and shown in title case. */
export const titleCase = (value: string): string =>
  value.toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/** Indian digit grouping: 1234567 -> "12,34,567". */
export const formatIndianNumber = (value: number | string): string => {
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n);
};
