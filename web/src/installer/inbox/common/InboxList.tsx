import { Alert, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { InlineLoading } from '../../shared/InlineLoading';
import './inbox.css';

/** A page of an inbox list as the server answers it. */
interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * An inbox's list below its filters, one for enquiries and applications: the load error, the first
 * load, then the phone's cards or the table (newest first as the server pages it; a row opens its
 * item, rows not yet seen in bold).
 */
export const InboxList = <T extends { _id: string }>({
  noun,
  list,
  rows,
  error,
  isLoading,
  cards,
  unseen,
  open,
  onPage,
  columns,
  table,
}: {
  /** What the list holds, plural ("enquiries"): its messages say it. */
  noun: string;
  list: Paged | undefined;
  rows: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** On a phone, the cards instead of the table. */
  cards: ReactNode | null;
  unseen: (row: T) => boolean;
  open: (row: T) => void;
  onPage: (page: number) => void;
  columns: TableColumnsType<T>;
  table?: Pick<TableProps<T>, 'tableLayout' | 'size' | 'className'>;
}) => (
  <>
    {error && !list ? <Alert type="error" title={`Could not load ${noun}.`} /> : null}
    {isLoading && !list && <InlineLoading label={`Loading ${noun}...`} />}
    {list && cards}
    {list && !cards && (
      <Table<T>
        rowKey="_id"
        dataSource={rows}
        loading={isLoading}
        locale={{ emptyText: `No ${noun} found.` }}
        {...table}
        onRow={(row) => ({
          onClick: () => open(row),
          style: { cursor: 'pointer', fontWeight: unseen(row) ? 600 : undefined },
        })}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.total,
          showSizeChanger: false,
          onChange: onPage,
        }}
        columns={columns}
      />
    )}
  </>
);

/** A row's name: a link to the item's page that opens it in place (as the row's click does). */
export const OpenLink = ({
  href,
  onOpen,
  className,
  title,
  children,
}: {
  href: string;
  onOpen: () => void;
  className?: string;
  title?: string;
  children: ReactNode;
}) => (
  <a
    href={href}
    className={className}
    title={title}
    onClick={(ev) => {
      ev.preventDefault();
      ev.stopPropagation();
      onOpen();
    }}
  >
    {children}
  </a>
);
