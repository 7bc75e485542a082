import { API } from '@portfolio/contract';
import type { Agent } from './api';
import type { TestClock } from './totp';

/**
 * The clock of a test server started with TEST_CLOCK=true, stopped at `start` (default: now) and
 * moved only by the test, through a status user's agent (PUT /api/v1/testing/clock): time-step tests
 * (two-factor codes) move it instead of waiting for the real clock.
 */
export const serverClock = async (status: Agent, start = Date.now()): Promise<TestClock> => {
  let at = start;
  const set = async (ms: number) => {
    const res = await status.put(API.testClock, { now: new Date(ms).toISOString() });
    if (res.status !== 200)
      throw new Error(`PUT ${API.testClock} answered ${res.status}: is TEST_CLOCK=true set on the server?`);
    at = ms;
  };
  await set(start);
  return { now: () => at, set };
};
