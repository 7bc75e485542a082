import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { ENQUIRY_LIMITS } from '@portfolio/contract';
import { getService } from '../utils/get-service';

export type TokenCheck = 'ok' | 'tooFast' | 'expired' | 'invalid';

/**
 * The public forms' signed tokens (the contact form and job applications): a token says when the
 * form was shown, so a bot that posts at once, or a form kept past its age, is refused; each token
 * sends one form.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The clock service's time (settable in tests, TEST_CLOCK). */
  const clockNow = (): number => getService('clock').now().getTime();
  const hmac = (value: string) => {
    const keys = strapi.config.get('server.app.keys') as string[] | undefined;
    return crypto
      .createHmac('sha256', `enquiry-form:${keys?.[0] ?? ''}`)
      .update(value)
      .digest('base64url');
  };

  return {
    /**
     * A signed "form shown at" time (`time.nonce.signature`): the minimum fill time cannot be forged
     * without the app key. Each token sends one form (claim), so the random part keeps apart two
     * forms shown in the same millisecond.
     */
    issue(now = clockNow()): string {
      const signed = `${now}.${crypto.randomBytes(9).toString('base64url')}`;
      return `${signed}.${hmac(signed)}`;
    },

    check(token: unknown, now = clockNow()): TokenCheck {
      if (typeof token !== 'string') return 'invalid';
      const parts = token.split('.');
      // A form shown before tokens had their random part (`time.signature`) is still read until it expires.
      if (parts.length !== 2 && parts.length !== 3) return 'invalid';
      const signature = parts.pop() ?? '';
      const issued = parts[0];
      const expected = hmac(parts.join('.'));
      if (
        !issued ||
        signature.length !== expected.length ||
        !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
      )
        return 'invalid';
      const age = now - Number(issued);
      if (!Number.isFinite(age) || age < -60_000) return 'invalid';
      if (age < ENQUIRY_LIMITS.minFillMs) return 'tooFast';
      return age > ENQUIRY_LIMITS.tokenMaxAgeMs ? 'expired' : 'ok';
    },

    /** Marks a valid token used, in the database (every instance sees it); false when it was used before (a replay). */
    claim(token: string): Promise<boolean> {
      const expiresAt = new Date(Number(token.split('.')[0]) + ENQUIRY_LIMITS.tokenMaxAgeMs + 60_000);
      return getService('rate-limits').claimOnce('form-token', token, expiresAt);
    },
  };
};
