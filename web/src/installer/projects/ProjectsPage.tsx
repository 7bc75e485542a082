import {
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  FilterOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Alert, Button, Grid, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DRAFT_TEXT,
  INDUSTRIES,
  INDUSTRY_LABELS,
  PROJECT_TABLE_SORTS,
  PROJECT_TABLE_SORT_LABELS,
  SERVICES,
  SERVICE_LABELS,
  STATES,
  TABLE_PAGE_SIZES,
  can,
  formatIndianNumber,
  parseProjectTableQuery,
  projectTableParams,
  publicUrl,
  titleCase,
  type ProjectTableQuery,
  type ProjectTableRow,
  type ProjectTableSort,
} from '@portfolio/contract';
import { removeSite } from './api/clients';
import { useTimeZone } from '../../api/reads';
import { useProjectTable } from './api/tables';
import { useDashboardUser } from '../shared/DashboardUser';
import { previewTab } from './drafts/preview';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { serverMessage } from '../shared/errors';
import { TEXT } from '../shared/texts';
import { useToast } from '../shared/useToast';
import { useUndoToast } from '../shared/useUndoToast';
import { LastChangeCell } from './LastChangeCell';
import { NEW_PROJECT_PATH, projectEditorPath } from './paths';
import './projects.css';

type Filter = ProjectTableQuery['filter'];

/** The table's columns that sort on the server, by the contract's sort names. */
const SORT_OF_COLUMN: Record<string, ProjectTableSort> = {
  name: 'name',
  siteStart: 'start',
  area: 'area',
  valueBand: 'value',
  lastChange: 'updated',
};

/** How each sort reads in the phone's Sort menu, either way. */
const SORT_WORDS: Record<ProjectTableSort, Record<'asc' | 'desc', string>> = {
  updated: { asc: '(oldest first)', desc: '(newest first)' },
  name: { asc: '(A to Z)', desc: '(Z to A)' },
  start: { asc: '(earliest first)', desc: '(latest first)' },
  area: { asc: '(smallest first)', desc: '(largest first)' },
  value: { asc: '(lowest first)', desc: '(highest first)' },
};

/** The status tags of a row: Ongoing/Completed, Draft/Published, Featured. */
export const StatusTags = ({ row }: { row: ProjectTableRow }) => (
  <span className="pt-tags">
    <Tag color={row.ongoing ? 'blue' : 'default'}>{row.ongoing ? 'Ongoing' : 'Completed'}</Tag>
    {row.draft ? <Tag color="orange">{DRAFT_TEXT.tag}</Tag> : <Tag color="green">Published</Tag>}
    {row.featured && <Tag color="gold">Featured</Tag>}
  </span>
);

/**
 * Projects: every project the user may see in one table, searched, filtered, sorted and paged on
 * the server (GET /dashboard/projects). The query lives in the address, so Back from a project
 * returns to the same page. Row actions follow the user's powers (contract can()).
 */
const ProjectsPage = () => {
  const user = useDashboardUser();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const query = parseProjectTableQuery(params).query;
  const { result, isLoading, error } = useProjectTable(query);
  const toast = useToast();
  const removedToast = useUndoToast();
  const [removing, setRemoving] = useState<ProjectTableRow | null>(null);
  const [busy, setBusy] = useState(false);
  // On a phone the filters fold under one button.
  const [filtersOpen, setFiltersOpen] = useState(false);

  const mayEdit = can(user, 'tables.project');
  const mayPreview = can(user, 'drafts.preview');
  const mayRemove = can(user, 'clients.removeSite');
  const mayAdd = can(user, 'clients.addClient');

  /** A new query in the address; any change but the page goes back to page 1. */
  const go = (next: Partial<ProjectTableQuery>, filter?: Partial<Filter>) => {
    const merged: ProjectTableQuery = {
      ...query,
      page: 1,
      ...next,
      filter: filter ? ({ ...query.filter, ...filter } as Filter) : query.filter,
    };
    for (const key of Object.keys(merged.filter) as (keyof Filter)[])
      if (merged.filter[key] === undefined) delete merged.filter[key];
    setParams(projectTableParams(merged));
  };

  const preview = async (row: ProjectTableRow) => {
    const tab = previewTab();
    try {
      await tab.show(row.client._id, row._id);
    } catch (e) {
      tab.close();
      toast.error(serverMessage(e, DRAFT_TEXT.previewFailed));
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const { trashId } = await removeSite(removing.client._id, removing._id);
      removedToast(TEXT.siteDeleted, trashId);
    } catch (e) {
      toast.error(serverMessage(e, TEXT.siteDeleteFailed));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const sortOrder = (column: string) =>
    SORT_OF_COLUMN[column] === query.sort ? (query.order === 'asc' ? 'ascend' : 'descend') : null;

  /** Icon buttons, each named for what it does and to which project (its tooltip says it too). */
  const actions = (row: ProjectTableRow) => (
    <Space size={0} className="pt-actions">
      {mayEdit && (
        <Tooltip title="Edit">
          <Link to={projectEditorPath(row._id)} aria-label={`Edit ${row.name}`} className="pt-action">
            <EditOutlined />
          </Link>
        </Tooltip>
      )}
      {mayPreview && (
        <Tooltip title={DRAFT_TEXT.preview}>
          <Button
            type="text"
            size="small"
            icon={<EyeOutlined />}
            aria-label={`Preview ${row.name}`}
            onClick={() => void preview(row)}
          />
        </Tooltip>
      )}
      {!row.draft && row.client.slug && row.slug && (
        <Tooltip title={TEXT.viewOnWebsite}>
          <a
            href={publicUrl.project(row.client.slug, row.slug)}
            target="_blank"
            rel="noreferrer"
            aria-label={`${TEXT.viewOnWebsite}: ${row.name}`}
            className="pt-action"
          >
            <ExportOutlined />
          </a>
        </Tooltip>
      )}
      {mayRemove && (
        <Tooltip title="Remove">
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove ${row.name}`}
            onClick={() => setRemoving(row)}
          />
        </Tooltip>
      )}
    </Space>
  );

  const select = <V extends string>(
    label: string,
    value: V | undefined,
    options: { value: V; label: string }[],
    onChange: (v: V | undefined) => void,
    width = 170,
  ) => (
    <Select<V | ''>
      aria-label={label}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? undefined : (v as V))}
      options={[{ value: '' as const, label: `${label}: all` }, ...options]}
      style={{ minWidth: width, width: phone ? '100%' : undefined }}
      popupMatchSelectWidth={false}
    />
  );

  const f = query.filter;
  const chosen = (Object.keys(f) as (keyof Filter)[]).filter((k) => f[k] !== undefined).length;
  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Projects
        </Typography.Title>
        {mayAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_PROJECT_PATH)}>
            New project
          </Button>
        )}
      </Space>
      <div className="pt-filters">
        <Input.Search
          aria-label="Search projects"
          placeholder="Search project or client name..."
          allowClear
          defaultValue={query.q}
          key={query.q}
          onSearch={(v) => go({ q: v.trim() })}
          style={{ width: phone ? 'calc(100% - 120px)' : 300, flex: phone ? 1 : undefined }}
        />
        {phone && (
          <Button
            icon={<FilterOutlined />}
            aria-expanded={filtersOpen}
            aria-controls="pt-filter-group"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters{chosen ? ` (${chosen})` : ''}
          </Button>
        )}
      </div>
      <div id="pt-filter-group" className="pt-filters" role="group" aria-label="Filters" hidden={phone && !filtersOpen}>
        {phone &&
          select(
            'Sort',
            query.sort === 'updated' && query.order === 'desc' ? undefined : `${query.sort}:${query.order}`,
            PROJECT_TABLE_SORTS.flatMap((sort) =>
              (['asc', 'desc'] as const).map((order) => ({
                value: `${sort}:${order}`,
                label: `${PROJECT_TABLE_SORT_LABELS[sort]} ${SORT_WORDS[sort][order]}`,
              })),
            ).filter((o) => o.value !== 'updated:desc'),
            (v) => {
              const [sort, order] = (v ?? 'updated:desc').split(':') as [ProjectTableSort, 'asc' | 'desc'];
              go({ sort, order });
            },
          )}
        {select(
          'Sector',
          f.industry,
          INDUSTRIES.map((i) => ({ value: i, label: INDUSTRY_LABELS[i] })),
          (industry) => go({}, { industry }),
        )}
        {select(
          'Service',
          f.service,
          SERVICES.map((s) => ({ value: s, label: SERVICE_LABELS[s] })),
          (service) => go({}, { service }),
        )}
        {select(
          'State',
          f.state,
          STATES.map((s) => ({ value: s, label: s })),
          (state) => go({}, { state }),
          190,
        )}
        {select(
          'Status',
          f.status,
          [
            { value: 'ongoing', label: 'Ongoing' },
            { value: 'completed', label: 'Completed' },
          ],
          (status) => go({}, { status }),
          150,
        )}
        {select(
          'Publishing',
          f.publishing,
          [
            { value: 'draft', label: DRAFT_TEXT.tag },
            { value: 'published', label: 'Published' },
          ],
          (publishing) => go({}, { publishing }),
          170,
        )}
        {select(
          'Featured',
          f.featured === undefined ? undefined : f.featured ? 'yes' : 'no',
          [
            { value: 'yes', label: 'Featured' },
            { value: 'no', label: 'Not featured' },
          ],
          (v) => go({}, { featured: v === undefined ? undefined : v === 'yes' }),
          160,
        )}
      </div>
      {error && !result && <Alert type="error" title="Could not load the projects." />}
      <Table<ProjectTableRow>
        rowKey="_id"
        className="pt-table"
        dataSource={result?.items}
        loading={isLoading}
        size="middle"
        tableLayout="fixed"
        locale={{ emptyText: 'No projects match.' }}
        onRow={(row) => (mayEdit ? { onDoubleClick: () => navigate(projectEditorPath(row._id)) } : {})}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: result?.total ?? 0,
          showSizeChanger: !phone,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showTotal: (total) => `${total} project${total === 1 ? '' : 's'}`,
          size: phone ? 'small' : undefined,
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'paginate') {
            const pageSize = pagination.pageSize ?? query.pageSize;
            go({ page: pageSize === query.pageSize ? (pagination.current ?? 1) : 1, pageSize });
            return;
          }
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ProjectTableRow>;
          const column = String(s.columnKey ?? '');
          if (!s.order || !SORT_OF_COLUMN[column]) go({ sort: 'updated', order: 'desc' });
          else go({ sort: SORT_OF_COLUMN[column], order: s.order === 'ascend' ? 'asc' : 'desc' });
        }}
        columns={[
          {
            title: 'Project',
            key: 'name',
            sorter: true,
            sortOrder: sortOrder('name'),
            render: (_, row) => (
              <div className="pt-project">
                {row.cover ? (
                  <img className="pt-thumb" src={row.cover} alt="" loading="lazy" />
                ) : (
                  <span className="pt-thumb pt-thumb--none" aria-hidden="true" />
                )}
                <span className="pt-project__text">
                  {mayEdit ? (
                    <Link to={projectEditorPath(row._id)} className="pt-name" title={row.name}>
                      {row.name}
                    </Link>
                  ) : (
                    <span className="pt-name" title={row.name}>
                      {row.name}
                    </span>
                  )}
                  <span className="pt-muted" title={row.client.displayName}>
                    {row.client.displayName}
                  </span>
                  {phone && <StatusTags row={row} />}
                  {phone && actions(row)}
                </span>
              </div>
            ),
          },
          {
            title: 'Location',
            key: 'location',
            width: 170,
            responsive: ['lg'],
            render: (_, row) => (
              <>
                <span className="pt-line">{titleCase(row.locations) || '—'}</span>
                <span className="pt-line pt-muted">{row.state}</span>
              </>
            ),
          },
          {
            title: 'Status',
            key: 'status',
            width: 190,
            responsive: ['md'],
            render: (_, row) => <StatusTags row={row} />,
          },
          {
            title: 'Start',
            key: 'siteStart',
            width: 90,
            sorter: true,
            sortOrder: sortOrder('siteStart'),
            responsive: ['xl'],
            render: (_, row) => row.siteStart ?? '—',
          },
          {
            title: 'Area',
            key: 'area',
            width: 110,
            sorter: true,
            sortOrder: sortOrder('area'),
            responsive: ['xl'],
            render: (_, row) => (row.area ? `${formatIndianNumber(row.area)} sq ft` : '—'),
          },
          {
            title: 'Value band',
            key: 'valueBand',
            width: 140,
            sorter: true,
            sortOrder: sortOrder('valueBand'),
            responsive: ['xxl'],
            render: (_, row) => row.valueBand ?? '—',
          },
          {
            title: 'Last change',
            key: 'lastChange',
            width: 190,
            sorter: true,
            sortOrder: sortOrder('lastChange'),
            responsive: ['md'],
            render: (_, row) => <LastChangeCell change={row.lastChange} zone={zone} />,
          },
          {
            title: <span className="sr-only">Actions</span>,
            key: 'actions',
            width: 136,
            responsive: ['md'],
            render: (_, row) => actions(row),
          },
        ]}
      />
      <ConfirmDelete
        open={!!removing}
        name={removing?.name}
        text={TEXT.confirmDeleteSite}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
};

export default ProjectsPage;
