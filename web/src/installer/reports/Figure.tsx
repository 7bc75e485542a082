import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Space, Table } from 'antd';
import { useState, type ReactNode } from 'react';
import { formatIndianNumber } from '@portfolio/contract';
import { downloadCsv, tableCsv, type FigureTable } from './reportTables';

/**
 * One figure: its chart, or (the toggle) its table with the same numbers, read by a screen reader
 * as a table; a CSV download of that table either way.
 */
export const Figure = ({
  title,
  table,
  file,
  chart,
  note,
}: {
  title: string;
  table: FigureTable;
  file: string;
  chart: ReactNode;
  note?: string;
}) => {
  const [view, setView] = useState<'Chart' | 'Table'>('Chart');
  // Nothing to draw: no rows, or every figure zero.
  const empty = table.rows.every((cells) => cells.slice(1).every((c) => c === 0 || c === '—'));
  return (
    <Card
      className="rep-figure"
      title={<h3 className="rep-figure__title">{title}</h3>}
      extra={
        <Space size={8} wrap>
          <Segmented
            size="small"
            aria-label={`${title}: show as`}
            options={['Chart', 'Table']}
            value={view}
            onChange={(v) => setView(v as 'Chart' | 'Table')}
          />
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Download ${title} as CSV`}
            onClick={() => downloadCsv(file, tableCsv(table))}
          >
            CSV
          </Button>
        </Space>
      }
    >
      {note && <p className="rep-note">{note}</p>}
      {empty ? (
        <p className="rep-note">Nothing in this range.</p>
      ) : view === 'Table' ? (
        <Table
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label={title}
          columns={table.columns.map((c, i) => ({
            title: c,
            dataIndex: i,
            key: i,
            align: i === 0 ? 'left' : 'right',
            render: (v: string | number) => (typeof v === 'number' ? formatIndianNumber(v) : v),
          }))}
          dataSource={table.rows.map((cells, i) => ({ key: i, ...cells }))}
        />
      ) : (
        chart
      )}
    </Card>
  );
};
