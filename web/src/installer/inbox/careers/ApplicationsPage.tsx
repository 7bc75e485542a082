import { DownloadOutlined } from '@ant-design/icons';
import { Button, Grid, Select, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import {
  APPLICATION_STATUS_LABELS,
  INBOX_LABELS,
  LEAD_CHANNEL_LABELS,
  applicationStatusOf,
  isLeadChannel,
  type ApplicationFilters,
  type ApplicationListResponse,
  type ApplicationSummary,
  type LeadChannel,
} from '@portfolio/contract';
import { applicationsExportUrl, cvUrl, useAllJobs, useApplications } from '../api/careers';
import { useTimeZone, useUsers } from '../../../api/reads';
import { DASHBOARD_HOME } from '../../shared/access';
import { InboxCards } from '../common/InboxCards';
import { InboxList, OpenLink } from '../common/InboxList';
import { OwnerFilter, ownerParam } from '../common/owners';
import { pageParam, useUrlFilters } from '../common/useUrlFilters';
import { ChannelFilter } from '../common/leadSource';
import { APPLICATION_COLORS, applicationStatusOptions, fileSize, formatWhen } from './labels';
import '../common/inbox.css';

/**
 * The filters live in the URL, so Back from an application returns to the same list (an old status name reads as its
 * new one).
 */
const filtersFrom = (params: URLSearchParams): ApplicationFilters => ({
  job: params.get('job') || undefined,
  status: applicationStatusOf(params.get('status')),
  owner: ownerParam(params),
  channel: isLeadChannel(params.get('channel')) ? (params.get('channel') as LeadChannel) : undefined,
  page: pageParam(params),
});

const applicationPath = (a: ApplicationSummary) => `${DASHBOARD_HOME}/applications/${a._id}`;
const cvKind = (a: ApplicationSummary) => `${a.cv.fileName.split('.').pop()?.toUpperCase()}, ${fileSize(a.cv.size)}`;
const statusTag = (a: ApplicationSummary) => (
  <Tag color={APPLICATION_COLORS[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</Tag>
);

/** A phone's list: one card per application (name, opening, status, received, owner). */
const ApplicationCards = ({
  list,
  zone,
  onPage,
}: {
  list: ApplicationListResponse;
  zone: string;
  onPage: (page: number) => void;
}) => (
  <InboxCards
    label="Applications"
    empty="No applications found."
    pages={list}
    onPage={onPage}
    cards={list.applications.map((a) => ({
      key: a._id,
      to: applicationPath(a),
      name: a.name,
      highlight: a.status === 'new',
      status: { label: APPLICATION_STATUS_LABELS[a.status], color: APPLICATION_COLORS[a.status] },
      subtitle: a.jobTitle,
      facts: [
        [
          INBOX_LABELS.received,
          <time key="received" dateTime={a.createdAt}>
            {formatWhen(a.createdAt, zone)}
          </time>,
        ],
        [INBOX_LABELS.owner, a.owner?.email ?? INBOX_LABELS.noOwner],
        ...(a.source ? [['Source', LEAD_CHANNEL_LABELS[a.source.channel]] as [string, string]] : []),
        [
          'CV',
          // Its name is its visible words (WCAG label-in-name); the card says whose it is.
          <a key="cv" href={cvUrl(a._id)}>
            Download ({cvKind(a)})
          </a>,
        ],
      ],
    }))}
  />
);

/**
 * Applications (status users): newest first, filtered by opening, status, owner (Mine) and source, exported as CSV, the
 * CV a click away; cards on a phone, a table on wider screens.
 */
const ApplicationsPage = () => {
  const navigate = useNavigate();
  const { filters, setFilter } = useUrlFilters(filtersFrom);
  const { list, isLoading, error } = useApplications(filters);
  const { jobs } = useAllJobs();
  const zone = useTimeZone();
  const { users } = useUsers();
  // Only admins may see applications, so only they may own one.
  const owners = users?.filter((u) => u.status);
  const phone = !Grid.useBreakpoint().md;
  const wide = phone ? { width: '100%' } : undefined;

  const open = (a: ApplicationSummary) => navigate(applicationPath(a));

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Applications
        </Typography.Title>
        <Space size={16} wrap>
          <Link to={`${DASHBOARD_HOME}/careers`}>Job openings</Link>
          <Button icon={<DownloadOutlined />} href={applicationsExportUrl(filters)} download>
            Export CSV
          </Button>
        </Space>
      </Space>
      <div className="dash-filters enq-filters" role="group" aria-label={INBOX_LABELS.filters}>
        <Select
          aria-label="Job opening"
          style={{ minWidth: 240, ...wide }}
          value={filters.job ?? ''}
          onChange={(v) => setFilter('job', v)}
          options={[
            { value: '', label: 'All openings' },
            ...(jobs ?? []).map((j) => ({ value: j._id, label: `${j.title} · ${j.city}${j.open ? '' : ' (closed)'}` })),
          ]}
        />
        <Select
          aria-label={INBOX_LABELS.status}
          style={{ minWidth: 200, ...wide }}
          value={filters.status ?? ''}
          onChange={(v) => setFilter('status', v)}
          options={[
            { value: '', label: 'All statuses' },
            ...applicationStatusOptions.map((o) => ({
              ...o,
              label: list ? `${o.label} (${list.counts[o.value] ?? 0})` : o.label,
            })),
          ]}
        />
        <OwnerFilter
          value={filters.owner}
          users={owners}
          phone={phone}
          onChange={(owner) => setFilter('owner', owner)}
        />
        <ChannelFilter value={filters.channel} style={wide} onChange={(v) => setFilter('channel', v)} />
      </div>
      <InboxList<ApplicationSummary>
        noun="applications"
        list={list}
        rows={list?.applications}
        error={error}
        isLoading={isLoading}
        cards={
          list && phone ? <ApplicationCards list={list} zone={zone} onPage={(page) => setFilter('page', page)} /> : null
        }
        unseen={(a) => a.status === 'new'}
        open={open}
        onPage={(page) => setFilter('page', page)}
        table={{ tableLayout: 'auto' }}
        columns={[
          { title: INBOX_LABELS.received, dataIndex: 'createdAt', render: (v: string) => formatWhen(v, zone) },
          {
            title: 'Candidate',
            key: 'name',
            render: (_, a) => (
              <OpenLink href={applicationPath(a)} onOpen={() => open(a)}>
                {a.name}
              </OpenLink>
            ),
          },
          { title: 'Opening', dataIndex: 'jobTitle' },
          { title: INBOX_LABELS.status, dataIndex: 'status', render: (_, a) => statusTag(a) },
          { title: INBOX_LABELS.owner, key: 'owner', render: (_, a) => a.owner?.email ?? '—' },
          {
            title: 'Source',
            key: 'source',
            render: (_, a) => (a.source ? LEAD_CHANNEL_LABELS[a.source.channel] : '—'),
          },
          {
            title: 'CV',
            key: 'cv',
            render: (_, a) => (
              <Space size={8} wrap>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  href={cvUrl(a._id)}
                  onClick={(ev) => ev.stopPropagation()}
                  aria-label={`Download CV of ${a.name}`}
                >
                  Download CV
                </Button>
                <Typography.Text type="secondary">{cvKind(a)}</Typography.Text>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
};

export default ApplicationsPage;
