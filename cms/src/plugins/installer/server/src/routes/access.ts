import { API_ROUTES, type Access, type ApiRoute, type ApiRouteName } from '@portfolio/contract';

export type { Access };

/**
 * Who may call what: the contract's route table (contract/src/api-routes.ts: method, path, access,
 * caching of every /api/v1 route) with the controller action that answers each one.
 */
export interface RouteSpec extends ApiRoute {
  /** controller.action */
  handler: string;
}

/** A route's name is its `controller.action`; the three post kinds share the posts controller. */
const handlerOf = (name: ApiRouteName) => name.replace(/^(press|awards|testimonials)\./, 'posts.');

export const ROUTE_TABLE: RouteSpec[] = (Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][]).map(
  ([name, route]) => ({ ...route, handler: handlerOf(name) }),
);
