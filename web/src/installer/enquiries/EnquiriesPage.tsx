import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useSearchParams, useNavigate } from 'react-router-dom';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  isEnquiryStatus,
  isProjectType,
  titleCase,
  type EnquiryFilters,
  type EnquiryService,
  type EnquirySummary,
} from '@portfolio/contract';
import { enquiriesExportUrl, useEnquiries } from '../../api/enquiries';
import { useCurrentUser } from '../../api/reads';
import { InlineLoading } from '../shared/InlineLoading';
import { STATUS_COLORS, formatWhen, projectTypeOptions, statusOptions } from './labels';

/** The filters live in the URL, so the browser's Back from an enquiry returns to the same list. */
const filtersFrom = (params: URLSearchParams): EnquiryFilters => {
  const status = params.get('status');
  const projectType = params.get('projectType');
  const page = Number(params.get('page'));
  return {
    status: isEnquiryStatus(status) ? status : undefined,
    projectType: isProjectType(projectType) ? projectType : undefined,
    q: params.get('q')?.slice(0, ENQUIRY_LIMITS.searchMax) || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
};

/** The Enquiries inbox: newest first, unread in bold, filters, search, pages and a CSV of the filtered list. */
const EnquiriesPage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const { list, isLoading, error } = useEnquiries(filters);
  // Status users see every enquiry and export them; anyone else the enquiries they own.
  const { user } = useCurrentUser();

  const setFilter = (name: keyof EnquiryFilters, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
    else next.set(name, String(value));
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  const countLabel = (status: keyof typeof ENQUIRY_STATUS_LABELS) => {
    const c = list?.counts[status];
    return c ? `${ENQUIRY_STATUS_LABELS[status]} (${c.total}${c.unread ? `, ${c.unread} unread` : ''})` : ENQUIRY_STATUS_LABELS[status];
  };

  const open = (e: EnquirySummary) => navigate(`${e._id}`);

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Enquiries{' '}
          {list ? <Badge count={list.unread} showZero={false} overflowCount={999} title={`${list.unread} unread`} aria-label={`${list.unread} unread`} /> : null}
        </Typography.Title>
        {user?.status && (
          <Button icon={<DownloadOutlined />} href={enquiriesExportUrl(filters)} download>
            Export CSV
          </Button>
        )}
      </Space>
      <Space wrap style={{ margin: '16px 0', maxWidth: '100%' }} className="dash-filters">
        <Select
          aria-label="Status"
          style={{ minWidth: 220 }}
          value={filters.status ?? ''}
          onChange={(v) => setFilter('status', v)}
          options={[{ value: '', label: 'Inbox (all but spam)' }, ...statusOptions.map((o) => ({ ...o, label: countLabel(o.value) }))]}
        />
        <Select
          aria-label="Project type"
          style={{ minWidth: 180 }}
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
          style={{ width: 320, maxWidth: '100%' }}
        />
      </Space>
      {error && !list && <Alert type="error" title="Could not load enquiries." />}
      {isLoading && !list && <InlineLoading label="Loading enquiries..." />}
      {list && (
        <Table<EnquirySummary>
          rowKey="_id"
          dataSource={list.enquiries}
          loading={isLoading}
          locale={{ emptyText: 'No enquiries found.' }}
          // On a phone the table scrolls inside its own box; the page never scrolls sideways.
          scroll={{ x: 'max-content' }}
          onRow={(e) => ({ onClick: () => open(e), style: { cursor: 'pointer', fontWeight: e.read ? undefined : 600 } })}
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: list.total,
            showSizeChanger: false,
            onChange: (page) => setFilter('page', page),
          }}
          columns={[
            { title: 'Received', dataIndex: 'createdAt', render: (v: string) => formatWhen(v) },
            {
              title: 'From',
              key: 'from',
              render: (_, e) => (
                <a
                  href={`/installer/dashboard/enquiries/${e._id}`}
                  onClick={(ev) => {
                    ev.preventDefault();
                    ev.stopPropagation();
                    open(e);
                  }}
                >
                  {e.name}
                  {e.company ? ` (${e.company})` : ''}
                  {e.read ? '' : ' · unread'}
                </a>
              ),
            },
            { title: 'Reference', dataIndex: 'reference' },
            { title: 'Email', dataIndex: 'email' },
            { title: 'Service', dataIndex: 'service', render: (v?: EnquiryService | null) => (v ? ENQUIRY_SERVICE_LABELS[v] : '—') },
            { title: 'Project type', dataIndex: 'projectType', render: (v: string) => titleCase(v) },
            { title: 'Status', dataIndex: 'status', render: (v: EnquirySummary['status']) => <Tag color={STATUS_COLORS[v]}>{ENQUIRY_STATUS_LABELS[v]}</Tag> },
            { title: 'Owner', key: 'owner', render: (_, e) => e.owner?.email ?? '—' },
            { title: 'Follow up', dataIndex: 'followUpOn', render: (v: string | null) => v ?? '—' },
          ]}
        />
      )}
    </section>
  );
};

export default EnquiriesPage;
