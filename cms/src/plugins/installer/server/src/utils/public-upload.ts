import { pagePath } from './api-path';

/**
 * The only anonymous uploads: a job application, sent with JavaScript to
 * POST /api/v1/jobs/:id/applications ('api') or without it as a plain multipart post to the job's
 * own page POST /career/:slug ('page', run by the route module's action). Everything else multipart
 * needs a signed-in caller (middlewares/multipart-gate).
 */
export const publicUploadTarget = (ctx: { method: string; path: string }): 'api' | 'page' | null => {
  if (ctx.method !== 'POST') return null;
  // The path as the router resolves it (dot segments, case, encoding), as the other guards see it.
  const path = pagePath(ctx.path);
  if (/^\/api\/v1\/jobs\/[^/]+\/applications$/.test(path)) return 'api';
  if (/^\/career\/[^/]+$/.test(path)) return 'page';
  return null;
};
