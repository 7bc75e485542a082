import type { Core } from '@strapi/strapi';
import { installerConfig } from '../config';

/**
 * The sales desk's "now": the real time, except in a test server started with
 * TEST_CLOCK=true (for test suites only; the server logs a warning), where a status user's
 * PUT /api/v1/testing/clock sets it. The morning
 * digest, the overview's ages and due dates and the first-response clock read it, so tests move
 * time instead of sleeping.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let fixed: Date | null = null;
  return {
    now: (): Date => (fixed ? new Date(fixed.getTime()) : new Date()),
    /** Whether this server lets tests set the clock. */
    settable: (): boolean => installerConfig(strapi).testClock,
    set(at: Date | null) {
      if (!installerConfig(strapi).testClock) throw new Error('The test clock is off.');
      fixed = at;
    },
  };
};
