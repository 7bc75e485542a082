/** The latest of some dates (strings from SQLite, Dates from PostgreSQL, counts' nulls); null when none. */
export const latest = (...values: unknown[]): Date | null => {
  let best: Date | null = null;
  for (const value of values) {
    if (value == null || value === '') continue;
    const date =
      value instanceof Date
        ? value
        : typeof value === 'number' || /^\d+$/.test(String(value))
          ? new Date(Number(value))
          : new Date(String(value));
    if (!Number.isNaN(date.getTime()) && (!best || date > best)) best = date;
  }
  return best;
};
