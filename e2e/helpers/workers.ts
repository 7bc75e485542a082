/**
 * How many test files run at once (E2E_WORKERS, default 2): each worker has its own app and mail
 * server (helpers/global-setup.ts) and runs its files one at a time, so a file still has its app to
 * itself. One file alone waits on the browser and the server in turn; two keep both cores busy.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/**
 * This worker's slot, 0-based: vitest numbers its workers 1..maxWorkers (VITEST_POOL_ID), each reused for the files it
 * runs.
 */
export const workerSlot = () => (Number(process.env.VITEST_POOL_ID) || 1) - 1;
