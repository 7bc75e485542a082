import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { TABLE_PAGE_SIZES, type SortOrder } from '@portfolio/contract';

interface ServerQuery<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: SortOrder;
}

/**
 * What the Projects and Clients tables share: paged and sorted on the server, the query in the
 * address. Pages and page sizes go to the address (a new size starts again at page 1); a column's
 * sort does too, and clearing it goes back to the table's own sort (`unsorted`). `sortOrder` tells a
 * column whether it is the one sorted on.
 */
export const serverTable = <Row, S extends string>({
  query,
  total,
  noun,
  phone,
  sortOf,
  unsorted,
  go,
}: {
  query: ServerQuery<S>;
  total: number;
  /** What a row is, for the total ("12 projects"). */
  noun: string;
  phone: boolean;
  /** The server's sort of each sortable column (by the column's key). */
  sortOf: Record<string, S>;
  unsorted: { sort: S; order: SortOrder };
  go: (next: Partial<ServerQuery<S>>) => void;
}) => {
  const sortOrder = (column: string) =>
    sortOf[column] === query.sort ? (query.order === 'asc' ? 'ascend' : 'descend') : null;
  const props: Pick<TableProps<Row>, 'pagination' | 'onChange'> = {
    pagination: {
      current: query.page,
      pageSize: query.pageSize,
      total,
      showSizeChanger: !phone,
      pageSizeOptions: TABLE_PAGE_SIZES.map(String),
      showTotal: (count) => `${count} ${noun}${count === 1 ? '' : 's'}`,
      size: phone ? 'small' : undefined,
    },
    onChange: (pagination, _filters, sorter, extra) => {
      if (extra.action === 'paginate') {
        const pageSize = pagination.pageSize ?? query.pageSize;
        go({ page: pageSize === query.pageSize ? (pagination.current ?? 1) : 1, pageSize });
        return;
      }
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row>;
      const column = String(s.columnKey ?? '');
      if (!s.order || !sortOf[column]) go(unsorted);
      else go({ sort: sortOf[column], order: s.order === 'ascend' ? 'asc' : 'desc' });
    },
  };
  return { props, sortOrder };
};
