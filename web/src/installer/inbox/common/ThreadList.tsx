import { LockOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { List, Tag, Typography } from 'antd';
import { formatDateTime } from '@portfolio/contract';
import './inbox.css';

/** What an entry is: the visitor's own message, a reply emailed to them, or an internal note only staff see. */
export type ThreadKind = 'message' | 'reply' | 'note';

/** One message or note of a thread: who wrote it (already in words), when, and its text. */
export interface ThreadEntry {
  key: string;
  by: string;
  at: string;
  text: string;
  /** Each kind looks different (icon, colour, tag); none: a plain entry. */
  kind?: ThreadKind;
}

const KINDS: Record<ThreadKind, { icon: React.ReactNode; tag: string; color?: string }> = {
  message: { icon: <MessageOutlined />, tag: 'From the website' },
  reply: { icon: <MailOutlined />, tag: 'Emailed', color: 'blue' },
  note: { icon: <LockOutlined />, tag: 'Staff only', color: 'gold' },
};

/**
 * An inbox item's thread or notes under a heading that names it: "by · 26 Nov 2026, 14:06" (the
 * company's zone), the text with its line breaks. Replies sent, internal notes and the visitor's
 * message each have their own icon, colour and tag.
 */
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
        <List.Item className={n.kind ? `inbox-entry inbox-entry--${n.kind}` : undefined}>
          <List.Item.Meta
            avatar={
              n.kind ? (
                <span className="inbox-entry__icon" aria-hidden="true">
                  {KINDS[n.kind].icon}
                </span>
              ) : undefined
            }
            title={
              <>
                {`${n.by} · ${formatDateTime(n.at, zone)}`}
                {n.kind && (
                  <Tag color={KINDS[n.kind].color} className="inbox-entry__tag">
                    {KINDS[n.kind].tag}
                  </Tag>
                )}
              </>
            }
            description={<div style={{ whiteSpace: 'pre-wrap' }}>{n.text}</div>}
          />
        </List.Item>
      )}
    />
  </>
);
