import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOOR_TYPE_MESSAGES } from '@portfolio/contract';

const DOOR_TYPE_UID = 'api::door-type.door-type';
const WRITES = new Set(['create', 'update']);

/**
 * A door type saved (admin panel, seed) that lists a rating twice (two 60-minute entries) is refused
 * with what to do; nothing is saved. A Document Service middleware: it sees the ratings as sent,
 * before their components are written.
 */
export const refuseDuplicateRatings = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid === DOOR_TYPE_UID && WRITES.has(context.action)) {
      const ratings = (context.params as { data?: { ratings?: unknown } } | undefined)?.data?.ratings;
      if (Array.isArray(ratings)) {
        const seen = new Set<number>();
        for (const rating of ratings as Array<{ minutes?: unknown } | null>) {
          const minutes = Number(rating?.minutes);
          if (!Number.isFinite(minutes) || rating?.minutes === null || rating?.minutes === undefined) continue;
          if (seen.has(minutes)) throw new errors.ValidationError(DOOR_TYPE_MESSAGES.duplicateMinutes(minutes));
          seen.add(minutes);
        }
      }
    }
    return next();
  });
};
