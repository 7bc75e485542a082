import crypto from 'crypto';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { dayInZone, visitSourceOf, type LeadSource } from '@portfolio/contract';
import { clientIp } from '../utils/client-ip';
import { getService } from '../utils/get-service';

/** A visit ends after 30 minutes without a page request (the analytics tools' usual session). */
const VISIT_IDLE_MS = 30 * 60 * 1000;
/** At most this many visits are remembered at once (the oldest go first). */
const MAX_VISITS = 100_000;

interface Visit {
  source: LeadSource;
  seenAt: number;
}

/**
 * Where each visit began, for the forms of visitors without JavaScript (with it, the app keeps the
 * first page's source in memory: web/src/public/visit.ts). In memory only, never written anywhere:
 * a visit is known by a hash of the day's random salt, the client address and the browser's
 * User-Agent (no cookie; the address is not kept, and the salt is replaced every day, when all
 * visits are forgotten). Its first page is a page request that did not come from this site
 * (another site's Referer, or none) or that carries utm_* parameters; later requests from this
 * site keep it alive for 30 minutes. A proxy's cache or another instance never sees them: the forms'
 * pages are rendered per request, and a form without a source falls back to the Referer.
 */
export default (_deps: { strapi: Core.Strapi }) => {
  const visits = new Map<string, Visit>();
  let salt = { day: '', bytes: Buffer.alloc(0) };

  const keyOf = (ctx: Context, now: Date) => {
    const day = dayInZone(now, 'UTC');
    if (salt.day !== day) {
      salt = { day, bytes: crypto.randomBytes(32) };
      visits.clear();
    }
    return crypto
      .createHmac('sha256', salt.bytes)
      .update(`${clientIp(ctx)}\n${ctx.get('user-agent')}`)
      .digest('base64url');
  };

  const ownHost = (): string => {
    try {
      return new URL(getService('web-app').origin()).host;
    } catch {
      return '';
    }
  };

  return {
    ownHost,

    /** A public page request: starts a visit (its first page) or keeps the visitor's current one alive. */
    seen(ctx: Context) {
      const now = getService('clock').now();
      const key = keyOf(ctx, now);
      // A Referer from the host this request was sent to is this site too (whatever PUBLIC_URL says).
      const started = visitSourceOf(ctx.url, ctx.get('referer') || null, [ownHost(), ctx.host]);
      const current = visits.get(key);
      const alive = current && now.getTime() - current.seenAt < VISIT_IDLE_MS;
      const source = started ?? (alive ? current.source : null);
      if (!source) return;
      visits.delete(key);
      visits.set(key, { source, seenAt: now.getTime() });
      if (visits.size > MAX_VISITS) visits.delete(visits.keys().next().value as string);
    },

    /** The source of this visitor's current visit, or null (none, or it ended). */
    current(ctx: Context): LeadSource | null {
      const now = getService('clock').now();
      const visit = visits.get(keyOf(ctx, now));
      return visit && now.getTime() - visit.seenAt < VISIT_IDLE_MS ? visit.source : null;
    },

    /** Forgets every visit (tests). */
    clear: () => visits.clear(),
  };
};
