import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  DRAFT_TEXT,
  can,
  parseProjectTableQuery,
  projectTableParams,
  type ProjectTableQuery,
  type ProjectTableSort,
  type ProjectTableRow,
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
import { SORT_OF_COLUMN, projectColumns } from './columns';
import { ProjectFilters, type Filter, type GoTo } from './ProjectFilters';
import { NEW_PROJECT_PATH, projectEditorPath } from './paths';
import { RowActions } from './RowActions';
import { serverTable } from './serverTable';
import './projects.css';

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

  const mayEdit = can(user, 'tables.project');
  const mayPreview = can(user, 'drafts.preview');
  const mayRemove = can(user, 'clients.removeSite');
  const mayAdd = can(user, 'clients.addClient');

  /** A new query in the address; any change but the page goes back to page 1. */
  const go: GoTo = (next, filter) => {
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
  const table = serverTable<ProjectTableRow, ProjectTableSort>({
    query,
    total: result?.total ?? 0,
    noun: 'project',
    phone,
    sortOf: SORT_OF_COLUMN,
    unsorted: { sort: 'updated', order: 'desc' },
    go,
  });

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

  /** Icon buttons, each named for what it does and to which project (RowActions). */
  const actions = (row: ProjectTableRow) => (
    <RowActions
      row={row}
      mayEdit={mayEdit}
      mayPreview={mayPreview}
      mayRemove={mayRemove}
      onPreview={(r) => void preview(r)}
      onRemove={setRemoving}
    />
  );

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
      <ProjectFilters query={query} phone={phone} go={go} />
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
        {...table.props}
        columns={projectColumns({ sortOrder: table.sortOrder, phone, mayEdit, zone, actions })}
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
