import { List, Typography } from 'antd';
import { formatDateTime } from '@portfolio/contract';

/** One message or note of a thread: who wrote it (already in words), when, and its text. */
export interface ThreadEntry {
  key: string;
  by: string;
  at: string;
  text: string;
}

/** An inbox item's thread or notes under a heading that names it: "by · 26 Nov 2026, 14:06" (the company's zone), the text with its line breaks. */
export const ThreadList = ({
  label,
  entries,
  zone,
  empty,
}: {
  label: string;
  entries: ThreadEntry[];
  zone: string;
  empty?: string;
}) => (
  <>
    <Typography.Title level={3} style={{ marginTop: 24 }}>
      {label}
    </Typography.Title>
    <List
      aria-label={label}
      locale={empty ? { emptyText: empty } : undefined}
      dataSource={entries}
      renderItem={(n) => (
        <List.Item>
          <List.Item.Meta
            title={`${n.by} · ${formatDateTime(n.at, zone)}`}
            description={<div style={{ whiteSpace: 'pre-wrap' }}>{n.text}</div>}
          />
        </List.Item>
      )}
    />
  </>
);
