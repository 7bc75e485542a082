/**
 * Runs `work`, letting it register compensating steps as it goes; if it throws, the steps run in
 * reverse order (best effort) and the error is re-thrown. This is how a refused or failed write
 * leaves neither half-created rows nor orphan uploads behind.
 */
export const withUndo = async <T>(work: (onUndo: (step: () => Promise<unknown>) => void) => Promise<T>): Promise<T> => {
  const steps: Array<() => Promise<unknown>> = [];
  try {
    return await work((step) => steps.push(step));
  } catch (error) {
    for (const step of steps.reverse()) await step().catch(() => undefined);
    throw error;
  }
};
