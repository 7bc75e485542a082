import { Pagination } from 'antd';

interface Props {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Page links under a server-paginated card grid; hidden when everything fits on one page. */
export const CardPager = ({ label, page, pageSize, total, onPage }: Props) => (
  <nav aria-label={label} style={{ marginTop: 16 }}>
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      onChange={onPage}
      showSizeChanger={false}
      hideOnSinglePage
      showTotal={(n) => `${n} in all`}
    />
  </nav>
);
