import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import {
  APPLICATION_STATUS_LABELS,
  INBOX_LABELS,
  LEAD_CHANNEL_LABELS,
  type ApplicationSummary,
} from '@portfolio/contract';
import { cvUrl } from '../api/careers';
import { DASHBOARD_HOME } from '../../shared/access';
import { OpenLink } from '../common/InboxList';
import { APPLICATION_COLORS, fileSize, formatWhen } from './labels';

/** An application's page in the dashboard. */
export const applicationPath = (a: ApplicationSummary) => `${DASHBOARD_HOME}/applications/${a._id}`;

/** "PDF, 120 KB": the CV's file type and size. */
export const cvKind = (a: ApplicationSummary) =>
  `${a.cv.fileName.split('.').pop()?.toUpperCase()}, ${fileSize(a.cv.size)}`;

/** The Applications table's columns: received, the candidate (opens it), opening, status, owner, source, the CV. */
export const applicationColumns = ({
  zone,
  open,
}: {
  zone: string;
  open: (a: ApplicationSummary) => void;
}): TableColumnsType<ApplicationSummary> => [
  { title: INBOX_LABELS.received, dataIndex: 'createdAt', render: (v: string) => formatWhen(v, zone) },
  {
    title: 'Candidate',
    key: 'name',
    render: (_, a) => (
      <OpenLink href={applicationPath(a)} onOpen={() => open(a)}>
        {a.name}
      </OpenLink>
    ),
  },
  { title: 'Opening', dataIndex: 'jobTitle' },
  {
    title: INBOX_LABELS.status,
    dataIndex: 'status',
    render: (_, a) => <Tag color={APPLICATION_COLORS[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</Tag>,
  },
  { title: INBOX_LABELS.owner, key: 'owner', render: (_, a) => a.owner?.email ?? '—' },
  {
    title: 'Source',
    key: 'source',
    render: (_, a) => (a.source ? LEAD_CHANNEL_LABELS[a.source.channel] : '—'),
  },
  {
    title: 'CV',
    key: 'cv',
    render: (_, a) => (
      <Space size={8} wrap>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          href={cvUrl(a._id)}
          onClick={(ev) => ev.stopPropagation()}
          aria-label={`Download CV of ${a.name}`}
        >
          Download CV
        </Button>
        <Typography.Text type="secondary">{cvKind(a)}</Typography.Text>
      </Space>
    ),
  },
];
