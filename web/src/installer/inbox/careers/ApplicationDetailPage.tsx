import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Select, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  APPLICATION_STATUS_LABELS,
  CAREER_LIMITS,
  CAREER_MESSAGES as M,
  INBOX_LABELS,
  type ApplicationChange,
  type ApplicationStatus,
} from '@portfolio/contract';
import { addApplicationNote, changeApplication, cvUrl, deleteApplication, useApplication } from '../api/careers';
import { useTimeZone, useUsers } from '../../../api/reads';
import { InboxHeader } from '../common/InboxHeader';
import { OwnerSelect } from '../common/owners';
import { StatusTimeline } from '../common/StatusTimeline';
import { ThreadComposer } from '../common/ThreadComposer';
import { ThreadList } from '../common/ThreadList';
import { useInboxSave } from '../common/useInboxSave';
import { sourceItems } from '../common/leadSource';
import { DASHBOARD_HOME } from '../../shared/access';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { InlineLoading } from '../../shared/InlineLoading';
import { serverMessage } from '../../shared/errors';
import { applicationStatusOptions, fileSize, formatWhen } from './labels';
import { TEXT } from '../../shared/texts';

const LIST = `${DASHBOARD_HOME}/applications`;

type Saving = 'status' | 'owner' | 'note' | 'delete';

/**
 * One application, top to bottom: status and owner, the candidate's details and message, the CV, notes, then the status
 * history.
 */
const ApplicationDetailPage = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const { application, error, isLoading } = useApplication(id);
  const { saving, save } = useInboxSave<Saving>(M.applicationUpdated);
  const zone = useTimeZone();
  const { users } = useUsers();
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <InlineLoading label="Loading application..." />;
  if (error || !application || !id)
    return (
      <Alert
        type="error"
        title={serverMessage(error, TEXT.applicationLoadFailed)}
        action={<Link to={LIST}>All applications</Link>}
      />
    );

  const remove = async () => {
    if (await save('delete', () => deleteApplication(id), M.applicationDeleted)) navigate(LIST);
  };

  const change = (what: 'status' | 'owner', body: ApplicationChange) => save(what, () => changeApplication(id, body));
  const a = application;
  return (
    <section>
      <InboxHeader
        back={{ to: LIST, label: 'All applications' }}
        title={a.name}
        lead={a.jobTitle}
        received={a.createdAt}
        owner={a.owner}
        zone={zone}
      />
      <Space wrap style={{ marginTop: 12, width: '100%' }}>
        {/* The status once: in its dropdown (no tag beside it). */}
        <Select
          aria-label="Change status"
          value={a.status}
          loading={saving === 'status'}
          disabled={!!saving}
          style={{ minWidth: 160 }}
          options={applicationStatusOptions}
          onChange={(status: ApplicationStatus) => void change('status', { status })}
        />
        {/* Only admins may see applications, so only they may own one. */}
        <OwnerSelect
          value={a.owner?._id ?? null}
          users={users?.filter((u) => u.status)}
          disabled={!!saving}
          loading={saving === 'owner'}
          onChange={(owner) => void change('owner', { owner })}
        />
        <Button type="primary" icon={<DownloadOutlined />} href={cvUrl(id)}>
          Download CV
        </Button>
        <Button danger icon={<DeleteOutlined />} disabled={!!saving} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </Space>
      <Descriptions bordered column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Opening">
          <Link to={`${LIST}?job=${a.jobId}`}>{a.jobTitle}</Link>
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

      <ThreadList
        label="Notes"
        empty="No notes yet."
        zone={zone}
        entries={a.notes.map((n) => ({ key: n._id, by: n.author ?? 'Unknown', at: n.createdAt, text: n.text }))}
      />
      <ThreadComposer
        label="New note"
        placeholder="Phone screen done, interview on..."
        rows={3}
        max={CAREER_LIMITS.noteMax}
        required={M.noteRequired}
        tooLong={M.tooLong('Note', CAREER_LIMITS.noteMax)}
        button="Add note"
        primary
        saving={saving}
        what="note"
        onSubmit={(text) => save('note', () => addApplicationNote(id, text))}
      />
      <StatusTimeline
        zone={zone}
        entries={a.statusHistory.map((h) => ({ ...h, label: APPLICATION_STATUS_LABELS[h.status] }))}
      />
      <ConfirmDelete
        open={confirming}
        name={a?.name}
        text={M.confirmDeleteApplication}
        busy={saving === 'delete'}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
};

export default ApplicationDetailPage;
