import crypto from 'node:crypto';

/**
 * RFC 6238 TOTP written out in the tests (HMAC-SHA1, 6 digits, 30 s), independent of the library
 * the server uses, so the tests check the server against the standard rather than against itself.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PERIOD_MS = 30_000;

export const base32Decode = (text: string): Buffer => {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** The time step of a moment (RFC 6238's T). */
export const stepAt = (ms = Date.now()) => Math.floor(ms / PERIOD_MS);

/** The 6-digit code of a base32 secret at a time step (RFC 4226's HOTP of that counter). */
export const totpAt = (secret: string, step: number): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const number =
    (((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3]) % 1_000_000;
  return String(number).padStart(6, '0');
};

/** The clock of a test server started with TEST_CLOCK=true (testkit/src/clock.ts): the test moves it. */
export interface TestClock {
  now(): number;
  set(ms: number): Promise<void>;
}

/**
 * Codes for one account, each of a time step after the last one used (the server accepts a step
 * once). It takes the current step, or the next one (one step of drift is allowed) when the current
 * one is used up; past that it moves the server's test clock to the next step. Without a test clock
 * (a server on real time) it waits for the real clock instead: only for a test that needs one code.
 */
export const codeSource = (secret: string, clock?: TestClock) => {
  let lastUsed = -1;
  return {
    async next(): Promise<string> {
      for (;;) {
        const now = stepAt(clock?.now());
        const step = Math.max(lastUsed + 1, now);
        if (step <= now + 1) {
          lastUsed = step;
          return totpAt(secret, step);
        }
        if (clock) await clock.set((now + 1) * PERIOD_MS);
        else await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
      }
    },
    /** The last code handed out (a replay). */
    last: () => totpAt(secret, lastUsed),
    lastStep: () => lastUsed,
  };
};

/** RFC 6238's test vector (SHA-1, T = 59 s: 94287082, 6 digits: 287082) keeps this file honest. */
export const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
