import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import {
  CERTIFICATE_EXPIRING_DAYS,
  formatDate,
  formatDateTime,
  formatDuration,
  formatIndianNumber,
  FIRST_RESPONSE_WINDOW_DAYS,
  type AuditEntry,
  type OverviewResponse,
  type SalesDeskOverview,
} from '@portfolio/contract';
import { useOverview, useTimeZone } from '../../api/reads';
import { InlineLoading } from '../shared/InlineLoading';
import { auditSentence } from './auditSentence';
import { DoorsGlance } from '../doors/DoorsGlance';
import { useDashboardUser } from '../shared/DashboardUser';
import './home.css';

/**
 * The two small charts (enquiries this month vs last, the funnel): their module and the chart library load after this
 * screen.
 */
const OverviewCharts = lazy(() => import('../reports/OverviewCharts'));

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

const INBOX = '/installer/dashboard/enquiries';

/** The sales desk's "nobody forgets" numbers, each a link to the inbox filtered to them. */
const SalesDesk = ({ desk, status }: { desk: SalesDeskOverview; status: boolean }) => {
  const zone = useTimeZone();
  const oldest = desk.oldestUnansweredAt ? Date.parse(desk.now) - Date.parse(desk.oldestUnansweredAt) : null;
  const items = [
    {
      title: 'New and unanswered',
      value: desk.newUnanswered,
      to: `${INBOX}?status=new`,
      note:
        oldest !== null
          ? `oldest waiting ${formatDuration(oldest)} (since ${formatDateTime(desk.oldestUnansweredAt, zone)})`
          : 'none waiting',
    },
    { title: 'Follow-ups due today', value: desk.followUpsToday, to: `${INBOX}?followUp=due` },
    {
      title: 'Follow-ups overdue',
      value: desk.followUpsOverdue,
      to: `${INBOX}?followUp=due`,
      danger: desk.followUpsOverdue > 0,
    },
    { title: 'My open enquiries', value: desk.mine, to: `${INBOX}${status ? '?owner=me' : ''}` },
    {
      title: `Median first response (${FIRST_RESPONSE_WINDOW_DAYS} days)`,
      value: desk.medianFirstResponseMs === null ? '—' : formatDuration(desk.medianFirstResponseMs),
      note: `over ${desk.firstResponses} ${desk.firstResponses === 1 ? 'reply' : 'replies'}`,
    },
  ];
  return (
    <ul className="dash-desk" aria-label="Enquiries at a glance">
      {items.map((i) => (
        <li key={i.title}>
          <div className="dash-stat__title">{i.to ? <Link to={i.to}>{i.title}</Link> : i.title}</div>
          <div className={`dash-stat__value${i.danger ? ' dash-danger' : ''}`}>
            {typeof i.value === 'number' ? formatIndianNumber(i.value) : i.value}
          </div>
          {i.note && <div className="dash-stat__note">{i.note}</div>}
        </li>
      ))}
    </ul>
  );
};

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

/**
 * The dashboard index (plain HTML in antd's type scale, so the first screen after sign-in loads no Typography): the
 * welcome message, the portfolio's numbers and, for status users, the latest staff changes.
 */
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
          {overview.salesDesk && (
            <>
              <h3 className="dash-title dash-title--3">Enquiries</h3>
              <SalesDesk desk={overview.salesDesk} status={user.status} />
              <Suspense fallback={null}>
                <OverviewCharts />
              </Suspense>
            </>
          )}
          <DoorsGlance />
          <h3 className="dash-title dash-title--3">Overview</h3>
          <ul className="dash-grid dash-stats" aria-label="Overview">
            {stats(overview).map((s) => (
              <li key={s.title}>
                <div className="dash-stat__title">{s.title}</div>
                <div className="dash-stat__value">{formatIndianNumber(s.value)}</div>
              </li>
            ))}
          </ul>
          {overview.expiringCertificates && overview.expiringCertificates.length > 0 && (
            <>
              <h3 className="dash-title dash-title--3">
                Certificates expiring within {CERTIFICATE_EXPIRING_DAYS} days
              </h3>
              <ul
                className="dash-expiring"
                aria-label={`Certificates expiring within ${CERTIFICATE_EXPIRING_DAYS} days`}
              >
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
