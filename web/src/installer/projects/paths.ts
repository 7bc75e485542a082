import { DASHBOARD_HOME } from '../shared/access';

/** The Projects table. */
export const PROJECTS_PATH = `${DASHBOARD_HOME}/projects`;

/** A project's editor page. */
export const projectEditorPath = (id: string) => `${PROJECTS_PATH}/${encodeURIComponent(id)}`;

/** Where a new project is added on the editor page (its client chosen or added there too). */
export const NEW_PROJECT_PATH = `${PROJECTS_PATH}/new`;
