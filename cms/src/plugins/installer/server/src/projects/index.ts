import clientHandlers from './handlers';
import clients from './clients';
import documentHandlers from './documents/handlers';
import documents from './documents/service';
import featuredHandlers from './featured/handlers';
import featured from './featured/service';
import preview from './preview';
import sites from './sites';
import table from './table';
import tableHandlers from './table-handlers';

/**
 * The portfolio: clients and their projects (a project is a `site`, the spec's name). Here are the
 * project's handlers (./handlers.ts, the spec's clients.* routes) and the rules of what a save may
 * send (./rules.ts, ./input.ts), its rows (./clients.ts, ./sites.ts), drafts and their preview
 * (./drafts.ts, ./preview.ts), the home page's featured order (./featured) and the private
 * documents of a project (./documents), and the dashboard's Projects and Clients tables (./table.ts). The names are the
 * ones routes and getService use.
 */
export const projectServices = {
  clients,
  featured,
  'project-preview': preview,
  'site-documents': documents,
  sites,
  'project-table': table,
};
export const projectControllers = {
  clients: clientHandlers,
  featured: featuredHandlers,
  'site-documents': documentHandlers,
  tables: tableHandlers,
};
