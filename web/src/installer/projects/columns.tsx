import { Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  DRAFT_TEXT,
  formatIndianNumber,
  titleCase,
  type ProjectTableRow,
  type ProjectTableSort,
} from '@portfolio/contract';
import { LastChangeCell } from './LastChangeCell';
import { projectEditorPath } from './paths';

/** The table's columns that sort on the server, by the contract's sort names. */
export const SORT_OF_COLUMN: Record<string, ProjectTableSort> = {
  name: 'name',
  siteStart: 'start',
  area: 'area',
  valueBand: 'value',
  lastChange: 'updated',
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
 * The Projects table's columns. The sorted column shows the address's sort; on a phone the first
 * column also carries the status tags and the row's actions (the other columns are hidden there).
 */
export const projectColumns = ({
  sortOrder,
  phone,
  mayEdit,
  zone,
  actions,
}: {
  /** Whether a column (by its key) is the one sorted on, and which way (serverTable's). */
  sortOrder: (column: string) => 'ascend' | 'descend' | null;
  phone: boolean;
  mayEdit: boolean;
  zone: string;
  actions: (row: ProjectTableRow) => ReactNode;
}): TableColumnsType<ProjectTableRow> => {
  return [
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
  ];
};
