import { Select } from 'antd';
import {
  INBOX_LABELS,
  applicationStatusOf,
  isLeadChannel,
  type ApplicationFilters as Filters,
  type ApplicationListResponse,
  type LeadChannel,
} from '@portfolio/contract';
import { useAllJobs } from '../api/careers';
import { useUsers } from '../../../api/reads';
import type { InboxFiltersProps } from '../common/InboxPage';
import { ChannelFilter } from '../common/leadSource';
import { OwnerFilter, ownerParam } from '../common/owners';
import { pageParam } from '../common/useUrlFilters';
import { applicationStatusOptions } from './labels';

/**
 * The filters live in the URL, so Back from an application returns to the same list (an old status name reads as its
 * new one).
 */
export const filtersFrom = (params: URLSearchParams): Filters => ({
  job: params.get('job') || undefined,
  status: applicationStatusOf(params.get('status')),
  owner: ownerParam(params),
  channel: isLeadChannel(params.get('channel')) ? (params.get('channel') as LeadChannel) : undefined,
  page: pageParam(params),
});

/** The Applications list's filters: opening, status (with each one's count), owner and mine, source. */
export const ApplicationFilters = ({
  filters,
  setFilter,
  list,
  phone,
}: InboxFiltersProps<Filters, ApplicationListResponse>) => {
  const { jobs } = useAllJobs();
  const { users } = useUsers();
  // Only admins may see applications, so only they may own one.
  const owners = users?.filter((u) => u.status);
  const wide = phone ? { width: '100%' } : undefined;
  return (
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
      <OwnerFilter value={filters.owner} users={owners} phone={phone} onChange={(owner) => setFilter('owner', owner)} />
      <ChannelFilter value={filters.channel} style={wide} onChange={(v) => setFilter('channel', v)} />
    </div>
  );
};
