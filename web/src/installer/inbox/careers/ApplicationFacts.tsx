import { Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { INBOX_LABELS, type Application } from '@portfolio/contract';
import { DASHBOARD_HOME } from '../../shared/access';
import { sourceItems } from '../common/leadSource';
import { fileSize, formatWhen } from './labels';

/** An application's details: its opening (the list of that opening's applications), the candidate, CV, message, source. */
export const ApplicationFacts = ({ item: a, zone }: { item: Application; zone: string }) => (
  <Descriptions bordered column={1} size="small" style={{ marginTop: 16 }}>
    <Descriptions.Item label="Opening">
      <Link to={`${DASHBOARD_HOME}/applications?job=${a.jobId}`}>{a.jobTitle}</Link>
    </Descriptions.Item>
    <Descriptions.Item label={INBOX_LABELS.received}>{formatWhen(a.createdAt, zone)}</Descriptions.Item>
    <Descriptions.Item label="Email">
      <a href={`mailto:${a.email}`}>{a.email}</a>
    </Descriptions.Item>
    <Descriptions.Item label="Phone">
      <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
    </Descriptions.Item>
    <Descriptions.Item label="CV">
      {a.cv.fileName} ({fileSize(a.cv.size)})
    </Descriptions.Item>
    <Descriptions.Item label="Message">
      <div style={{ whiteSpace: 'pre-wrap' }}>{a.message ?? '—'}</div>
    </Descriptions.Item>
    {sourceItems(a.source)}
    <Descriptions.Item label="Deleted automatically">{formatWhen(a.deleteAt, zone)}</Descriptions.Item>
  </Descriptions>
);
