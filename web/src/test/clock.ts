import { act } from '@testing-library/react';

/**
 * The controllable clock of a UI test: from `start()` on, timers, animation frames and Date stand
 * still until the test moves them (`advance(ms)`). Requests to the mock API still run (they need no
 * timers), so a screen can finish a save while no time passes at all.
 */
export const testClock = () => ({
  start() {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
  },
  /** Lets promises, requests and zero-delay timers run, without moving the clock, until `done()` holds. */
  async settle(done: () => boolean, rounds = 500) {
    for (let i = 0; i < rounds && !done(); i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    if (!done()) throw new Error('The screen did not get there without the clock moving.');
  },
  async advance(ms: number) {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  },
  stop() {
    vi.useRealTimers();
  },
});
