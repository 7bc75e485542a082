import type { ProjectTableRow } from '@portfolio/contract';
import { DASHBOARD_HOME } from '../dashboard/access';

/** Where a project is edited: its client's sites screen (the spec's Edit modal). */
export const projectEditPath = (row: Pick<ProjectTableRow, 'client'>) =>
  `${DASHBOARD_HOME}/client/${encodeURIComponent(row.client.name)}`;

/** Where a new project is added: the Add Client screen. */
export const NEW_PROJECT_PATH = `${DASHBOARD_HOME}/addclient`;
