import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { INBOX_LABELS, formatDateTime } from '@portfolio/contract';

/**
 * The top of an inbox item's page: the way back to its list, its name, then "lead · Received … · Owner x" (or No
 * owner).
 */
export const InboxHeader = ({
  back,
  title,
  lead,
  received,
  owner,
  zone,
}: {
  back: { to: string; label: string };
  title: string;
  lead: string;
  received: string;
  owner: { email: string } | null;
  zone: string;
}) => (
  <>
    <Link to={back.to}>
      <ArrowLeftOutlined />
      {` ${back.label}`}
    </Link>
    <Typography.Title level={2} style={{ margin: '12px 0 0' }}>
      {title}
    </Typography.Title>
    <Typography.Text type="secondary">
      {lead} · {INBOX_LABELS.received} {formatDateTime(received, zone)} ·{' '}
      {owner ? `${INBOX_LABELS.owner} ${owner.email}` : INBOX_LABELS.noOwner}
    </Typography.Text>
  </>
);
