import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, type AuditEntry, type OverviewResponse } from '@portfolio/contract';
import { useOverview, useTimeZone } from '../../api/reads';
import { InlineLoading } from '../shared/InlineLoading';
import { auditSentence } from './auditSentence';
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

/** The latest staff changes as sentences, newest first (a list, so it fits a phone). */
const AuditList = ({ entries }: { entries: AuditEntry[] }) => {
  const zone = useTimeZone();
  return entries.length === 0 ? (
    <p>No staff changes yet.</p>
  ) : (
    <ol className="dash-audit" aria-label="Latest staff changes">
      {entries.map((e) => {
        const s = auditSentence(e);
        return (
          <li key={e._id}>
            <span>
              <strong>{s.who}</strong> {s.did}
              {s.record && <> {e.link ? <Link to={e.link}>{s.record}</Link> : <strong>{s.record}</strong>}</>}
              {s.after && <> {s.after}</>}
            </span>
            <time dateTime={e.at}>{formatDateTime(e.at, zone)}</time>
          </li>
        );
      })}
    </ol>
  );
};

/** The dashboard index (plain HTML in antd's type scale, so the first screen after sign-in loads no Typography): the welcome message, the portfolio's numbers and, for status users, the latest staff changes. */
const DashboardHome = () => {
  const user = useDashboardUser();
  const { overview, error, isLoading } = useOverview();
  return (
    <section>
      <h2 className="dash-title">Welcome, {user.email}</h2>
      <p>Use the menu to manage users, clients, sites, logos and posts.</p>
      {isLoading && <InlineLoading label="Loading the overview..." />}
      {error && !overview && (
        <p className="dash-danger" role="alert">
          Could not load the overview.
        </p>
      )}
      {overview && (
        <>
          <h3 className="dash-title dash-title--3">Overview</h3>
          <ul className="dash-grid dash-stats" aria-label="Overview">
            {stats(overview).map((s) => (
              <li key={s.title}>
                <div className="dash-stat__title">{s.title}</div>
                <div className="dash-stat__value">{s.value.toLocaleString()}</div>
              </li>
            ))}
          </ul>
          {overview.expiringCertificates && overview.expiringCertificates.length > 0 && (
            <>
              <h3 className="dash-title dash-title--3">Certificates expiring within 30 days</h3>
              <ul className="dash-expiring" aria-label="Certificates expiring within 30 days">
                {overview.expiringCertificates.map((d) => (
                  <li key={d._id}>
                    <Link to="/installer/dashboard/certificates">{d.title}</Link>{' '}
                    <span className={d.validity === 'expired' ? 'dash-danger' : undefined}>
                      {d.validity === 'expired' ? 'expired' : 'expires'} {formatDate(d.expiresOn)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {overview.audit && (
            <>
              <h3 className="dash-title dash-title--3">Latest staff changes</h3>
              <AuditList entries={overview.audit} />
            </>
          )}
        </>
      )}
    </section>
  );
};

export default DashboardHome;
