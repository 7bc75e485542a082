import type { ApplicationFilters as Filters, ApplicationListResponse, ApplicationSummary } from '@portfolio/contract';
import { applicationsExportUrl, useApplications } from '../api/careers';
import { DASHBOARD_HOME } from '../../shared/access';
import { InboxPage, type InboxListKind } from '../common/InboxPage';
import { applicationCard } from './ApplicationCards';
import { ApplicationFilters, filtersFrom } from './ApplicationFilters';
import { applicationColumns, applicationPath } from './columns';

/**
 * Applications (status users): newest first, filtered by opening, status, owner (Mine) and source, exported as CSV, the
 * CV a click away; cards on a phone, a table on wider screens.
 */
const APPLICATION_LIST: InboxListKind<ApplicationSummary, ApplicationListResponse, Filters> = {
  title: 'Applications',
  noun: 'applications',
  filtersFrom,
  useList: useApplications,
  rows: (list) => list.applications,
  itemPath: applicationPath,
  unseen: (a) => a.status === 'new',
  links: [{ to: `${DASHBOARD_HOME}/careers`, label: 'Job openings' }],
  exportCsv: { url: applicationsExportUrl },
  Filters: ApplicationFilters,
  card: applicationCard,
  useColumns: applicationColumns,
  table: { tableLayout: 'auto' },
};

const ApplicationsPage = () => <InboxPage kind={APPLICATION_LIST} />;

export default ApplicationsPage;
