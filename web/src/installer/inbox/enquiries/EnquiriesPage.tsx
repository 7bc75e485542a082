import { DownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Grid, Input, Select, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  INBOX_LABELS,
  INBOX_RULES,
  can,
  isEnquiryService,
  isEnquiryStatus,
  isEnquiryKind,
  isLeadChannel,
  isProjectType,
  LEAD_CHANNEL_LABELS,
  projectTypeLabel,
  todayInZone,
  type EnquiryFilters,
  type EnquiryService,
  type EnquiryListResponse,
  type EnquirySummary,
} from '@portfolio/contract';
import { enquiriesExportUrl, useEnquiries } from '../api/enquiries';
import { useCurrentUser, useTimeZone, useUsers } from '../../../api/reads';
import { ageOf } from '../../shared/ageOf';
import { useMinWidth } from '../../shared/useMediaQuery';
import { InboxCards } from '../common/InboxCards';
import { InboxList, OpenLink } from '../common/InboxList';
import { OwnerFilter, ownerParam } from '../common/owners';
import { pageParam, useUrlFilters } from '../common/useUrlFilters';
import { ChannelFilter } from '../common/leadSource';
import {
  STATUS_COLORS,
  followUpState,
  formatWhen,
  kindOptions,
  projectTypeOptions,
  serviceOptions,
  statusOptions,
} from './labels';

/** The filters live in the URL, so the browser's Back from an enquiry returns to the same list. */
const filtersFrom = (params: URLSearchParams): EnquiryFilters => {
  const status = params.get('status');
  const projectType = params.get('projectType');
  const service = params.get('service');
  const channel = params.get('channel');
  const kind = params.get('kind');
  return {
    kind: isEnquiryKind(kind) ? kind : undefined,
    status: isEnquiryStatus(status) ? status : undefined,
    projectType: isProjectType(projectType) ? projectType : undefined,
    service: isEnquiryService(service) ? service : undefined,
    channel: isLeadChannel(channel) ? channel : undefined,
    owner: ownerParam(params),
    followUp: params.get('followUp') === 'due' ? 'due' : undefined,
    q: params.get('q')?.slice(0, ENQUIRY_LIMITS.searchMax) || undefined,
    page: pageParam(params),
  };
};

const enquiryPath = (e: EnquirySummary) => `/installer/dashboard/enquiries/${e._id}`;

/** The follow-up date as a day, marked when it is today or past. */
const FollowUp = ({ e, today, zone }: { e: EnquirySummary; today: string; zone: string }) => {
  if (!e.followUpOn) return <>—</>;
  const state = followUpState(e, today);
  const day = formatWhen(`${e.followUpOn}T12:00:00Z`, zone).split(',')[0];
  return (
    <span className={state === 'overdue' ? 'dash-danger' : undefined}>
      {day}
      {state === 'overdue' ? ' (overdue)' : state === 'today' ? ' (today)' : ''}
    </span>
  );
};

/** A phone's inbox: one card per enquiry (the shared inbox cards). */
const EnquiryCards = ({
  list,
  zone,
  onPage,
}: {
  list: EnquiryListResponse;
  zone: string;
  onPage: (page: number) => void;
}) => {
  const today = todayInZone(zone);
  return (
    <InboxCards
      label="Enquiries"
      empty="No enquiries found."
      pages={list}
      onPage={onPage}
      cards={list.enquiries.map((e) => ({
        key: e._id,
        to: enquiryPath(e),
        name: `${e.name}${e.read ? '' : ' · unread'}`,
        highlight: !e.read,
        status: { label: ENQUIRY_STATUS_LABELS[e.status], color: STATUS_COLORS[e.status] },
        subtitle: e.company,
        facts: [
          ...(e.service ? [['Service', ENQUIRY_SERVICE_LABELS[e.service]] as [string, string]] : []),
          ...(e.source ? [['Source', LEAD_CHANNEL_LABELS[e.source.channel]] as [string, string]] : []),
          ['Project type', projectTypeLabel(e.projectType)],
          [INBOX_LABELS.owner, e.owner?.email ?? INBOX_LABELS.noOwner],
          ['Follow up', <FollowUp key="follow-up" e={e} today={today} zone={zone} />],
          [
            INBOX_LABELS.received,
            <span key="received">
              <time dateTime={e.createdAt}>{formatWhen(e.createdAt, zone)}</time> · {ageOf(e.createdAt)}
            </span>,
          ],
        ],
      }))}
    />
  );
};

/**
 * The Enquiries inbox: newest first, unread in bold, filters (status, owner, mine, follow-ups due, service, source, project type), search, pages, a CSV of the filtered list; cards on a phone, a table on wider screens
 * that never scrolls sideways (fixed column widths; the sender's name, company and email cut with an
 * ellipsis, whole in their title; Owner from 992 px, Service from 1200, Reference from 1360, Project type from 1600).
 */
const EnquiriesPage = () => {
  const navigate = useNavigate();
  const { filters, setFilter } = useUrlFilters(filtersFrom);
  const { list, isLoading, error } = useEnquiries(filters);
  const zone = useTimeZone();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  // The reference needs its own width on top of the others: shown from 1360 px (a 1440 px screen).
  const referenceFits = useMinWidth(1360);
  // Status users see every enquiry, choose owners and export them; anyone else the enquiries they own.
  const { user } = useCurrentUser();
  const choosesOwner = INBOX_RULES.chooseOwner(user);
  const { users } = useUsers(choosesOwner);

  const countLabel = (status: keyof typeof ENQUIRY_STATUS_LABELS) => {
    const c = list?.counts[status];
    return c
      ? `${ENQUIRY_STATUS_LABELS[status]} (${c.total}${c.unread ? `, ${c.unread} unread` : ''})`
      : ENQUIRY_STATUS_LABELS[status];
  };

  const open = (e: EnquirySummary) => navigate(`${e._id}`);
  const today = todayInZone(zone);
  const wide = phone ? { width: '100%' } : undefined;

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Enquiries{' '}
          {list ? (
            <Badge
              count={list.unread}
              showZero={false}
              overflowCount={999}
              title={`${list.unread} unread`}
              aria-label={`${list.unread} unread`}
            />
          ) : null}
        </Typography.Title>
        {can(user, 'enquiries.exportCsv') && (
          <Button icon={<DownloadOutlined />} href={enquiriesExportUrl(filters)} download>
            Export CSV
          </Button>
        )}
      </Space>
      <div className="dash-filters enq-filters" role="group" aria-label="Filters">
        <Select
          aria-label="Status"
          style={{ minWidth: 220, ...wide }}
          value={filters.status ?? ''}
          onChange={(v) => setFilter('status', v)}
          options={[
            { value: '', label: 'Inbox (all but spam)' },
            ...statusOptions.map((o) => ({ ...o, label: countLabel(o.value) })),
          ]}
        />
        {choosesOwner && (
          <OwnerFilter
            value={filters.owner}
            users={users}
            phone={phone}
            onChange={(owner) => setFilter('owner', owner)}
          />
        )}
        <Checkbox
          checked={filters.followUp === 'due'}
          onChange={(ev) => setFilter('followUp', ev.target.checked ? 'due' : undefined)}
        >
          Follow-up due
        </Checkbox>
        <Select
          aria-label="Service"
          style={{ minWidth: 190, ...wide }}
          value={filters.service ?? ''}
          onChange={(v) => setFilter('service', v)}
          options={[{ value: '', label: 'All services' }, ...serviceOptions]}
        />
        <ChannelFilter value={filters.channel} style={wide} onChange={(v) => setFilter('channel', v)} />
        <Select
          aria-label="Kind"
          style={{ minWidth: 200, ...wide }}
          value={filters.kind ?? ''}
          onChange={(v) => setFilter('kind', v)}
          options={[{ value: '', label: 'All kinds' }, ...kindOptions]}
        />
        <Select
          aria-label="Project type"
          style={{ minWidth: 180, ...wide }}
          value={filters.projectType ?? ''}
          onChange={(v) => setFilter('projectType', v)}
          options={[{ value: '', label: 'All project types' }, ...projectTypeOptions]}
        />
        <Input.Search
          aria-label="Search enquiries"
          placeholder="Search name, company, email, message..."
          allowClear
          maxLength={ENQUIRY_LIMITS.searchMax}
          defaultValue={filters.q}
          key={filters.q ?? ''}
          onSearch={(v) => setFilter('q', v.trim())}
          style={{ width: phone ? '100%' : 320, maxWidth: '100%' }}
        />
      </div>
      <InboxList<EnquirySummary>
        noun="enquiries"
        list={list}
        rows={list?.enquiries}
        error={error}
        isLoading={isLoading}
        cards={
          list && phone ? <EnquiryCards list={list} zone={zone} onPage={(page) => setFilter('page', page)} /> : null
        }
        unseen={(e) => !e.read}
        open={open}
        onPage={(page) => setFilter('page', page)}
        table={{ tableLayout: 'fixed', size: 'middle', className: 'enq-table' }}
        columns={[
          {
            title: 'Received',
            dataIndex: 'createdAt',
            width: 155,
            render: (v: string) => (
              <>
                <time dateTime={v} className="enq-line">
                  {formatWhen(v, zone)}
                </time>
                <span className="enq-line enq-muted">{ageOf(v)}</span>
              </>
            ),
          },
          {
            title: 'From',
            key: 'from',
            render: (_, e) => (
              <>
                <OpenLink href={enquiryPath(e)} onOpen={() => open(e)} className="enq-line" title={e.name}>
                  {e.name}
                  {e.read ? '' : ' · unread'}
                </OpenLink>
                {e.company && (
                  <span className="enq-line enq-muted" title={e.company}>
                    {e.company}
                  </span>
                )}
                <span className="enq-line enq-muted" title={e.email}>
                  {e.email}
                </span>
              </>
            ),
          },
          ...(referenceFits
            ? [{ title: 'Reference', dataIndex: 'reference', width: 130, className: 'enq-nowrap' }]
            : []),
          {
            title: 'Service',
            dataIndex: 'service',
            width: 125,
            responsive: ['xl'],
            render: (v?: EnquiryService | null) => (v ? ENQUIRY_SERVICE_LABELS[v] : '—'),
          },
          {
            title: 'Project type',
            dataIndex: 'projectType',
            width: 100,
            responsive: ['xxl'],
            render: (v: string) => projectTypeLabel(v),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 115,
            render: (v: EnquirySummary['status']) => <Tag color={STATUS_COLORS[v]}>{ENQUIRY_STATUS_LABELS[v]}</Tag>,
          },
          {
            title: 'Owner',
            key: 'owner',
            width: 160,
            ellipsis: true,
            responsive: ['lg'],
            render: (_, e) => e.owner?.email ?? '—',
          },
          {
            title: 'Follow up',
            key: 'followUpOn',
            width: 110,
            render: (_, e) => <FollowUp e={e} today={today} zone={zone} />,
          },
        ]}
      />
    </section>
  );
};

export default EnquiriesPage;
