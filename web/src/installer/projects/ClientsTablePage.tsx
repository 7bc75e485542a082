import { Alert, Grid, Input, Space, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import {
  can,
  clientTableParams,
  parseClientTableQuery,
  type ClientTableQuery,
  type ClientTableRow,
  type ClientTableSort,
} from '@portfolio/contract';
import { useTimeZone } from '../../api/reads';
import { useClientTable } from './api/tables';
import { useDashboardUser } from '../shared/DashboardUser';
import { DASHBOARD_HOME } from '../shared/access';
import { LastChangeCell } from './LastChangeCell';
import { serverTable } from './serverTable';
import './projects.css';

const SORT_OF_COLUMN: Record<string, ClientTableSort> = {
  name: 'name',
  projects: 'projects',
  published: 'published',
  lastChange: 'updated',
};

const clientPath = (row: ClientTableRow) => `${DASHBOARD_HOME}/client/${encodeURIComponent(row.name)}`;
const projectsOf = (row: ClientTableRow) => `${DASHBOARD_HOME}/projects?q=${encodeURIComponent(row.displayName)}`;

/**
 * Clients as a table (GET /dashboard/clients): logo, name, projects, published projects and last change, sorted and
 * paged on the server.
 */
const ClientsTablePage = () => {
  const user = useDashboardUser();
  const zone = useTimeZone();
  const phone = !Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const query = parseClientTableQuery(params).query;
  const { result, isLoading, error } = useClientTable(query);
  const opensClient = can(user, 'dashboard.getClientSites');
  const go = (next: Partial<ClientTableQuery>) => setParams(clientTableParams({ ...query, page: 1, ...next }));
  const table = serverTable<ClientTableRow, ClientTableSort>({
    query,
    total: result?.total ?? 0,
    noun: 'client',
    phone,
    sortOf: SORT_OF_COLUMN,
    unsorted: { sort: 'name', order: 'asc' },
    go,
  });
  const { sortOrder } = table;

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Clients
        </Typography.Title>
      </Space>
      <div className="pt-filters" role="group" aria-label="Filters">
        <Input.Search
          aria-label="Search clients"
          placeholder="Search client name..."
          allowClear
          defaultValue={query.q}
          key={query.q}
          onSearch={(v) => go({ q: v.trim() })}
          style={{ width: phone ? '100%' : 300 }}
        />
      </div>
      {error && !result && <Alert type="error" title="Could not load the clients." />}
      <Table<ClientTableRow>
        rowKey="_id"
        className="pt-table"
        dataSource={result?.items}
        loading={isLoading}
        size="middle"
        tableLayout="fixed"
        locale={{ emptyText: 'No clients match.' }}
        {...table.props}
        columns={[
          {
            title: 'Client',
            key: 'name',
            sorter: true,
            sortOrder: sortOrder('name'),
            render: (_, row) => (
              <div className="pt-project">
                {row.logo ? (
                  <img className="pt-thumb pt-thumb--logo" src={row.logo} alt="" loading="lazy" />
                ) : (
                  <span className="pt-thumb" aria-hidden="true" />
                )}
                <span className="pt-project__text">
                  {opensClient ? (
                    <Link to={clientPath(row)} className="pt-name" title={row.displayName}>
                      {row.displayName}
                    </Link>
                  ) : (
                    <span className="pt-name">{row.displayName}</span>
                  )}
                  <Link to={projectsOf(row)} className="pt-muted">
                    {row.projects} project{row.projects === 1 ? '' : 's'}
                    {phone ? ` · ${row.published} published` : ''}
                  </Link>
                </span>
              </div>
            ),
          },
          {
            title: 'Projects',
            key: 'projects',
            dataIndex: 'projects',
            width: 110,
            sorter: true,
            sortOrder: sortOrder('projects'),
            responsive: ['md'],
          },
          {
            title: 'Published',
            key: 'published',
            dataIndex: 'published',
            width: 110,
            sorter: true,
            sortOrder: sortOrder('published'),
            responsive: ['md'],
          },
          {
            title: 'Last change',
            key: 'lastChange',
            width: 210,
            sorter: true,
            sortOrder: sortOrder('lastChange'),
            responsive: ['sm'],
            render: (_, row) => <LastChangeCell change={row.lastChange} zone={zone} />,
          },
        ]}
      />
    </section>
  );
};

export default ClientsTablePage;
