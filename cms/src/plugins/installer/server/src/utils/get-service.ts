import type services from '../services';

/**
 * The installer's services by name, each typed as its factory builds it (services/index.ts), so a
 * caller gets the service's own methods instead of `any` (the way Strapi's i18n plugin does it).
 */
export type Services = { [K in keyof typeof services]: ReturnType<(typeof services)[K]> };
export type ServiceName = keyof Services;

/**
 * The one way to reach an installer service: `getService('files').ensureFolders()`. Reads the running
 * Strapi (the global `strapi`, set before any service, controller or lifecycle runs). Lint forbids
 * `strapi.plugin('installer').service(...)` everywhere else in cms/src.
 */
export const getService = <K extends ServiceName>(name: K): Services[K] =>
  strapi.plugin('installer').service(name) as Services[K];
