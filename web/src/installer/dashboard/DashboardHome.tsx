import { Typography } from 'antd';
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

/** A plain table (antd's Table would double the home screen's JavaScript for 20 rows). */
const AuditTable = ({ entries }: { entries: AuditEntry[] }) =>
  entries.length === 0 ? (
    <Typography.Paragraph>No staff changes yet.</Typography.Paragraph>
  ) : (
    <table className="dash-table">
      <thead>
        <tr>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Record</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => {
          const label = e.label ?? e.targetId ?? '';
          return (
            <tr key={e._id}>
              <td>{e.actorEmail ?? 'Signed-out visitor'}</td>
              <td>{actionLabel(e.action)}</td>
              <td>{e.link ? <Link to={e.link}>{label}</Link> : label}</td>
              <td>
                <time dateTime={e.at}>{when(e.at)}</time>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
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
      {error && !overview && (
        <Typography.Paragraph type="danger" role="alert">
          Could not load the overview.
        </Typography.Paragraph>
      )}
      {overview && (
        <>
          <Typography.Title level={3}>Overview</Typography.Title>
          <ul className="dash-grid dash-stats" aria-label="Overview">
            {stats(overview).map((s) => (
              <li key={s.title}>
                <div className="dash-stat__title">{s.title}</div>
                <div className="dash-stat__value">{s.value.toLocaleString()}</div>
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
