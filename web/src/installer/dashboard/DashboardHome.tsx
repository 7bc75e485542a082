import { Alert, Card, Statistic, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { AuditEntry, OverviewResponse } from '@portfolio/contract';
import { useOverview } from '../../api/reads';
import { InlineLoading } from '../shared/InlineLoading';
import { actionLabel } from './auditLabels';
import { useDashboardUser } from './DashboardUser';

const stats = ({ counts }: OverviewResponse) => [
  { title: 'Clients', value: counts.clients },
  { title: 'Ongoing sites', value: counts.sites.ongoing },
  { title: 'Completed sites', value: counts.sites.completed },
  { title: 'Client logos', value: counts.logos },
  { title: 'Press', value: counts.posts.press },
  { title: 'Awards', value: counts.posts.awards },
  { title: 'Testimonials', value: counts.posts.testimonials },
  { title: 'Users', value: counts.users },
];

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const AuditTable = ({ entries }: { entries: AuditEntry[] }) => (
  <Table<AuditEntry>
    rowKey="_id"
    size="small"
    pagination={false}
    dataSource={entries}
    locale={{ emptyText: 'No staff changes yet.' }}
    columns={[
      { title: 'Who', dataIndex: 'actorEmail', render: (email: string | null) => email ?? 'Signed-out visitor' },
      { title: 'What', dataIndex: 'action', render: actionLabel },
      {
        title: 'Record',
        key: 'record',
        render: (_: unknown, e) => {
          const label = e.label ?? e.targetId ?? '';
          return e.link ? <Link to={e.link}>{label}</Link> : label;
        },
      },
      { title: 'When', dataIndex: 'at', render: (at: string) => <time dateTime={at}>{when(at)}</time> },
    ]}
  />
);

/** The dashboard index: the welcome message, the portfolio's numbers and, for status users, the latest staff changes. */
const DashboardHome = () => {
  const user = useDashboardUser();
  const { overview, error, isLoading } = useOverview();
  return (
    <section>
      <Typography.Title level={2}>Welcome, {user.email}</Typography.Title>
      <Typography.Paragraph>Use the navigation bar to manage users, clients, sites, logos and posts.</Typography.Paragraph>
      {isLoading && <InlineLoading label="Loading the overview..." />}
      {error && !overview && <Alert type="error" title="Could not load the overview." />}
      {overview && (
        <>
          <Typography.Title level={3}>Overview</Typography.Title>
          <ul className="dash-grid dash-stats" aria-label="Overview">
            {stats(overview).map((s) => (
              <li key={s.title}>
                <Card size="small">
                  <Statistic title={s.title} value={s.value} />
                </Card>
              </li>
            ))}
          </ul>
          {overview.audit && (
            <>
              <Typography.Title level={3}>Latest staff changes</Typography.Title>
              <AuditTable entries={overview.audit} />
            </>
          )}
        </>
      )}
    </section>
  );
};

export default DashboardHome;
