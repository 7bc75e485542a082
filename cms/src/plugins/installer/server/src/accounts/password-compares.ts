import pLimit from 'p-limit';

/**
 * A bcrypt compare costs ~75 ms of CPU: at most two run at once per process (sign-ins and
 * password changes together), and at most COMPARE_QUEUE_MAX wait for their turn; beyond that the
 * request answers 503 at once, so a flood of attempts cannot take the whole server's CPU.
 */
export const passwordCompares = pLimit(2);
export const COMPARE_QUEUE_MAX = 100;

/** Whether the queue of waiting compares is full (the caller answers 503). */
export const comparesBusy = () => passwordCompares.pendingCount >= COMPARE_QUEUE_MAX;
