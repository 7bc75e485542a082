const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier call with the same key has finished, so "is this client name
 * free?" and "create it" cannot interleave between two requests on this instance.
 */
export const withNameLock = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const key = name.trim().toLowerCase();
  const run = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
};
