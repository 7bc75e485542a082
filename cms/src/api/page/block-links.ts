import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { blocksLinkProblem } from '@portfolio/contract';

const PAGE_UID = 'api::page.page';
const WRITES = new Set(['create', 'update']);

/**
 * A page saved (admin panel, API, seed) whose blocks hold a link that starts like a path of this site
 * but leads to another host ("//host", "/\host") is refused with a message naming the link and its
 * block; nothing is saved. The rule is the contract's (links.ts), the one the site renders by.
 * A Document Service middleware: it sees the blocks as sent, before their components are written.
 */
export const refuseOffSiteBlockLinks = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    if (context.uid === PAGE_UID && WRITES.has(context.action)) {
      const data = (context.params as { data?: { blocks?: unknown } } | undefined)?.data;
      const problem = blocksLinkProblem(data?.blocks);
      if (problem) throw new errors.ValidationError(problem);
    }
    return next();
  });
};
