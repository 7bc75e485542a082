import pLimit from 'p-limit';

/**
 * Image work (decoding, and Strapi's resizing when a file is stored) runs on libuv's thread pool,
 * which file I/O shares: at most IMAGE_JOBS (default 2) image jobs at a time per process; the
 * others wait their turn.
 */
let imageLimit = pLimit(2);
export const imageJobs = <T>(job: () => Promise<T>): Promise<T> => imageLimit(job);
/** Sizes the queue from the plugin's `imageJobs` setting (register.ts). */
export const setImageJobs = (jobs: number) => {
  imageLimit = pLimit(jobs);
};
