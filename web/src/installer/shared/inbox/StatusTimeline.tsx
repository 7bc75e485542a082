import { List, Typography } from 'antd';
import { INBOX_LABELS, formatDateTime } from '@portfolio/contract';

/** One recorded status change, its status already in words. */
export interface TimelineEntry {
  label: string;
  at: string;
  by: string | null;
}

/** An inbox item's status history, oldest first: "Interview · 26 Nov 2026, 14:06 · who" (the company's zone). */
export const StatusTimeline = ({ entries, zone }: { entries: TimelineEntry[]; zone: string }) => (
  <section aria-label={INBOX_LABELS.statusHistory}>
    <Typography.Title level={3} style={{ marginTop: 24 }}>
      {INBOX_LABELS.statusHistory}
    </Typography.Title>
    <List
      size="small"
      locale={{ emptyText: INBOX_LABELS.noHistory }}
      dataSource={entries}
      renderItem={(h) => (
        <List.Item>{`${h.label} · ${formatDateTime(h.at, zone)} · ${h.by ?? INBOX_LABELS.website}`}</List.Item>
      )}
    />
  </section>
);
