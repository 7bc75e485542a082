import { Checkbox, Input, Select } from 'antd';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_STATUS_LABELS,
  INBOX_RULES,
  isEnquiryService,
  isEnquiryStatus,
  isEnquiryKind,
  isLeadChannel,
  isProjectType,
  type EnquiryFilters as Filters,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { useCurrentUser, useUsers } from '../../../api/reads';
import type { InboxFiltersProps } from '../common/InboxPage';
import { OwnerFilter, ownerParam } from '../common/owners';
import { pageParam } from '../common/useUrlFilters';
import { ChannelFilter } from '../common/leadSource';
import { kindOptions, projectTypeOptions, serviceOptions, statusOptions } from './labels';
import '../common/inbox.css';

/** The filters live in the URL, so the browser's Back from an enquiry returns to the same list. */
export const filtersFrom = (params: URLSearchParams): Filters => {
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

/**
 * The Enquiries inbox's filters: status (with each one's count), owner and mine (status users only),
 * follow-ups due, service, source, kind, project type and a search; full width on a phone.
 */
export const EnquiryFilters = ({
  filters,
  setFilter,
  list,
  phone,
}: InboxFiltersProps<Filters, EnquiryListResponse>) => {
  // Status users choose among every owner; anyone else sees the enquiries they own.
  const { user } = useCurrentUser();
  const choosesOwner = INBOX_RULES.chooseOwner(user);
  const { users } = useUsers(choosesOwner);
  const countLabel = (status: keyof typeof ENQUIRY_STATUS_LABELS) => {
    const c = list?.counts[status];
    return c
      ? `${ENQUIRY_STATUS_LABELS[status]} (${c.total}${c.unread ? `, ${c.unread} unread` : ''})`
      : ENQUIRY_STATUS_LABELS[status];
  };
  const wide = phone ? { width: '100%' } : undefined;

  return (
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
  );
};
