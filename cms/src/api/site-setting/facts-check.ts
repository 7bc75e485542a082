import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { companyFactsProblem, todayInZone } from '@portfolio/contract';

const SETTINGS_UID = 'api::site-setting.site-setting';
const WRITES = new Set(['create', 'update']);

/**
 * Site settings saved with company facts that cannot be true (a founding year to come, a figure set
 * to Stated without its number) are refused with what to enter; nothing is saved. A Document Service
 * middleware: it sees the figures' components as sent, before they are written.
 */
export const refuseImpossibleFacts = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid === SETTINGS_UID && WRITES.has(context.action)) {
      const data = (context.params as { data?: Record<string, unknown> } | undefined)?.data;
      const problem = data ? companyFactsProblem(data, todayInZone()) : null;
      if (problem) throw new errors.ValidationError(problem);
    }
    return next();
  });
};
