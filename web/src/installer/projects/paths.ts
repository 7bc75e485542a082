import { DASHBOARD_HOME } from '../shared/access';

/** The Projects table. */
export const PROJECTS_PATH = `${DASHBOARD_HOME}/projects`;

/** A project's editor page. */
export const projectEditorPath = (id: string) => `${PROJECTS_PATH}/${encodeURIComponent(id)}`;

/** Where a new project is added: the Add Client screen (a client's first project, or another one). */
export const NEW_PROJECT_PATH = `${DASHBOARD_HOME}/addclient`;
