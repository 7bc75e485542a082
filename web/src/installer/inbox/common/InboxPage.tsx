import { DownloadOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@portfolio/contract';
import { useCurrentUser, useTimeZone } from '../../../api/reads';
import { InboxCards, type InboxCard } from './InboxCards';
import { InboxList } from './InboxList';
import { useUrlFilters } from './useUrlFilters';
import './inbox.css';

/** A page of a kind's list as the server answers it. */
export interface InboxListPage {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** Sets one of the list's filters in the URL (see useUrlFilters). */
export type SetFilter<F> = (name: Extract<keyof F, string>, value: string | number | undefined) => void;

/** What a kind's filters get: the filters in the URL, the list once it is there (its counts), and whether on a phone. */
export interface InboxFiltersProps<F, L> {
  filters: F;
  setFilter: SetFilter<F>;
  list: L | undefined;
  phone: boolean;
}

/**
 * What one kind of inbox item (enquiries, job applications) brings to the one list screen: its words, its filters in
 * the URL, its read of the list, where a row opens, its filters' controls, its rows as phone cards and its table's columns.
 */
export interface InboxListKind<S extends { _id: string }, L extends InboxListPage, F extends object> {
  /** The heading ("Enquiries"). */
  title: string;
  /** What the list holds, plural ("enquiries"): its messages say it. */
  noun: string;
  filtersFrom: (params: URLSearchParams) => F;
  useList: (filters: F) => { list: L | undefined; isLoading: boolean; error: unknown };
  rows: (list: L) => S[];
  itemPath: (row: S) => string;
  /** Rows not yet seen are bold. */
  unseen: (row: S) => boolean;
  /** Beside the heading once the list is there (the unread count). */
  badge?: (list: L) => ReactNode;
  /** Links beside Export CSV. */
  links?: Array<{ to: string; label: string }>;
  /** The CSV of the filtered list (a plain link); `allowed` says who gets the button (everyone when left out). */
  exportCsv: { url: (filters: F) => string; allowed?: (user: CurrentUser | undefined) => boolean };
  Filters: ComponentType<InboxFiltersProps<F, L>>;
  /** A row as a phone's card (in the company's zone). */
  card: (row: S, zone: string) => InboxCard;
  /** The table's columns (a hook: they may follow the window's width). */
  useColumns: (context: { zone: string; open: (row: S) => void }) => TableColumnsType<S>;
  table: Pick<TableProps<S>, 'tableLayout' | 'size' | 'className'>;
}

/**
 * An inbox list screen, one for every kind: the heading (and its badge), Export CSV, the kind's filters (kept in the
 * URL, so Back from an item returns to the same list), then the load error, the first load, and cards on a phone or
 * the table on wider screens; a row opens its item.
 */
export const InboxPage = <S extends { _id: string }, L extends InboxListPage, F extends object>({
  kind,
}: {
  kind: InboxListKind<S, L, F>;
}) => {
  const navigate = useNavigate();
  const { filters, setFilter, setPage: onPage } = useUrlFilters(kind.filtersFrom);
  const { list, isLoading, error } = kind.useList(filters);
  const zone = useTimeZone();
  const { user } = useCurrentUser();
  const phone = !Grid.useBreakpoint().md;
  const open = (row: S) => navigate(kind.itemPath(row));
  const columns = kind.useColumns({ zone, open });
  const { Filters } = kind;

  return (
    <section>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {kind.title}
          {kind.badge && <> {list ? kind.badge(list) : null}</>}
        </Typography.Title>
        <Space size={16} wrap>
          {kind.links?.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
          {(kind.exportCsv.allowed?.(user) ?? true) && (
            <Button icon={<DownloadOutlined />} href={kind.exportCsv.url(filters)} download>
              Export CSV
            </Button>
          )}
        </Space>
      </Space>
      <Filters filters={filters} setFilter={setFilter} list={list} phone={phone} />
      <InboxList<S>
        noun={kind.noun}
        list={list}
        rows={list && kind.rows(list)}
        error={error}
        isLoading={isLoading}
        cards={
          list && phone ? (
            <InboxCards
              label={kind.title}
              empty={`No ${kind.noun} found.`}
              pages={list}
              onPage={onPage}
              cards={kind.rows(list).map((row) => kind.card(row, zone))}
            />
          ) : null
        }
        unseen={kind.unseen}
        open={open}
        onPage={onPage}
        table={kind.table}
        columns={columns}
      />
    </section>
  );
};
