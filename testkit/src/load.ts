/** Pieces shared by the load, crash and topology runs. */

/** Multipart body from [field, value] pairs, repeated fields allowed. */
export const fd = (entries: Array<[string, string | File]>) => {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  return body;
};

/** The q-quantile (0..1) of a list of milliseconds, rounded; 0 for an empty list. */
export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};
