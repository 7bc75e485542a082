import { CalendarOutlined, FlagOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { List, Typography } from 'antd';
import { INBOX_LABELS, formatDateTime } from '@portfolio/contract';
import './inbox.css';

/** What a history entry records: a status change, a new owner, a new follow-up date. */
export type TimelineKind = 'status' | 'owner' | 'followUp';

/** One recorded change, already in words. */
export interface TimelineEntry {
  label: string;
  at: string;
  by: string | null;
  /** Each kind has its own icon (none: a status change without one). */
  kind?: TimelineKind;
}

const ICONS: Record<TimelineKind, React.ReactNode> = {
  status: <FlagOutlined />,
  owner: <UserSwitchOutlined />,
  followUp: <CalendarOutlined />,
};

/** An inbox item's history, oldest first: "Interview · 26 Nov 2026, 14:06 · who" (the company's zone). */
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
        <List.Item className={h.kind ? `inbox-change inbox-change--${h.kind}` : undefined}>
          {h.kind && (
            <span className="inbox-change__icon" aria-hidden="true">
              {ICONS[h.kind]}
            </span>
          )}
          {`${h.label} · ${formatDateTime(h.at, zone)} · ${h.by ?? INBOX_LABELS.website}`}
        </List.Item>
      )}
    />
  </section>
);
