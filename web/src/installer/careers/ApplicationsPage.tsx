import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Space, Table, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUS_LABELS, isApplicationStatus, type ApplicationFilters, type ApplicationSummary } from '@portfolio/contract';
import { cvUrl, useAllJobs, useApplications } from '../../api/careers';
import { DASHBOARD_HOME } from '../dashboard/access';
import { InlineLoading } from '../shared/InlineLoading';
import { APPLICATION_COLORS, applicationStatusOptions, fileSize, formatWhen } from './labels';

/** The filters live in the URL, so Back from an application returns to the same list. */
const filtersFrom = (params: URLSearchParams): ApplicationFilters => {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    job: params.get('job') || undefined,
    status: isApplicationStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
};

/** Applications (status users): newest first, filtered by opening and status, with the CV a click away. */
const ApplicationsPage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const { list, isLoading, error } = useApplications(filters);
  const { jobs } = useAllJobs();

  const setFilter = (name: keyof ApplicationFilters, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
    else next.set(name, String(value));
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const open = (a: ApplicationSummary) => navigate(`${DASHBOARD_HOME}/applications/${a._id}`);

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Applications
        </Typography.Title>
        <Link to={`${DASHBOARD_HOME}/careers`}>Job openings</Link>
      </Space>
      <Space wrap style={{ margin: '16px 0' }}>
        <Select
          aria-label="Job opening"
          style={{ minWidth: 260 }}
          value={filters.job ?? ''}
          onChange={(v) => setFilter('job', v)}
          options={[{ value: '', label: 'All openings' }, ...(jobs ?? []).map((j) => ({ value: j._id, label: `${j.title} · ${j.city}${j.open ? '' : ' (closed)'}` }))]}
        />
        <Select
          aria-label="Status"
          style={{ minWidth: 200 }}
          value={filters.status ?? ''}
          onChange={(v) => setFilter('status', v)}
          options={[
            { value: '', label: 'All statuses' },
            ...applicationStatusOptions.map((o) => ({ ...o, label: list ? `${o.label} (${list.counts[o.value]})` : o.label })),
          ]}
        />
      </Space>
      {error && !list && <Alert type="error" title="Could not load applications." />}
      {isLoading && !list && <InlineLoading label="Loading applications..." />}
      {list && (
        <Table<ApplicationSummary>
          rowKey="_id"
          dataSource={list.applications}
          loading={isLoading}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No applications found.' }}
          onRow={(a) => ({ onClick: () => open(a), style: { cursor: 'pointer', fontWeight: a.status === 'new' ? 600 : undefined } })}
          pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: false, onChange: (page) => setFilter('page', page) }}
          columns={[
            { title: 'Received', dataIndex: 'createdAt', render: (v: string) => formatWhen(v) },
            {
              title: 'Candidate',
              key: 'name',
              render: (_, a) => (
                <a
                  href={`${DASHBOARD_HOME}/applications/${a._id}`}
                  onClick={(ev) => {
                    ev.preventDefault();
                    ev.stopPropagation();
                    open(a);
                  }}
                >
                  {a.name}
                </a>
              ),
            },
            { title: 'Opening', dataIndex: 'jobTitle' },
            { title: 'Status', dataIndex: 'status', render: (v: ApplicationSummary['status']) => <Tag color={APPLICATION_COLORS[v]}>{APPLICATION_STATUS_LABELS[v]}</Tag> },
            {
              title: 'CV',
              key: 'cv',
              render: (_, a) => (
                <Space size={8}>
                  <Button size="small" icon={<DownloadOutlined />} href={cvUrl(a._id)} onClick={(ev) => ev.stopPropagation()} aria-label={`Download CV of ${a.name}`}>
                    Download CV
                  </Button>
                  <Typography.Text type="secondary">
                    {a.cv.fileName.split('.').pop()?.toUpperCase()}, {fileSize(a.cv.size)}
                  </Typography.Text>
                </Space>
              ),
            },
          ]}
        />
      )}
    </section>
  );
};

export default ApplicationsPage;
