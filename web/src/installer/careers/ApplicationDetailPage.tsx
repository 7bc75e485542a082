import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Input, List, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { APPLICATION_STATUS_LABELS, CAREER_LIMITS, CAREER_MESSAGES as M, INBOX_LABELS, type ApplicationChange, type ApplicationStatus } from '@portfolio/contract';
import { addApplicationNote, changeApplication, cvUrl, deleteApplication, useApplication } from '../../api/careers';
import { useTimeZone, useUsers } from '../../api/reads';
import { OwnerSelect } from '../shared/inbox/owners';
import { StatusTimeline } from '../shared/inbox/StatusTimeline';
import { DASHBOARD_HOME } from '../dashboard/access';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import { applicationStatusOptions, fileSize, formatWhen } from './labels';
import { TEXT } from '../shared/texts';

const LIST = `${DASHBOARD_HOME}/applications`;
const FAILED = 'Could not save the change. Please try again.';

type Saving = 'status' | 'owner' | 'note' | 'delete';

/** One application, top to bottom: status and owner, the candidate's details and message, the CV, notes, then the status history. */
const ApplicationDetailPage = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const { application, error, isLoading } = useApplication(id);
  const toast = useToast();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [saving, setSaving] = useState<Saving>();
  const zone = useTimeZone();
  const { users } = useUsers();
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <InlineLoading label="Loading application..." />;
  if (error || !application || !id)
    return <Alert type="error" title={serverMessage(error, TEXT.applicationLoadFailed)} action={<Link to={LIST}>All applications</Link>} />;

  const save = async (what: Exclude<Saving, 'delete'>, action: () => Promise<{ message?: string }>) => {
    setSaving(what);
    try {
      toast.success((await action()).message ?? M.applicationUpdated);
      return true;
    } catch (e) {
      toast.error(serverMessage(e, FAILED));
      return false;
    } finally {
      setSaving(undefined);
    }
  };

  const submitNote = async () => {
    const text = note.trim();
    if (!text) return setNoteError(M.noteRequired);
    if (text.length > CAREER_LIMITS.noteMax) return setNoteError(M.tooLong('Note', CAREER_LIMITS.noteMax));
    setNoteError(undefined);
    if (await save('note', () => addApplicationNote(id, text))) setNote('');
  };

  const remove = async () => {
    setSaving('delete');
    try {
      toast.success((await deleteApplication(id)).message ?? M.applicationDeleted);
      navigate(LIST);
    } catch (e) {
      toast.error(serverMessage(e, FAILED));
      setSaving(undefined);
    }
  };

  const change = (what: 'status' | 'owner', body: ApplicationChange) => save(what, () => changeApplication(id, body));
  const a = application;
  return (
    <section>
      <Link to={LIST}>
        <ArrowLeftOutlined /> All applications
      </Link>
      <Typography.Title level={2} style={{ margin: '12px 0 0' }}>
        {a.name}
      </Typography.Title>
      <Typography.Text type="secondary">
        {a.jobTitle} · {INBOX_LABELS.received} {formatWhen(a.createdAt, zone)} · {a.owner ? `${INBOX_LABELS.owner} ${a.owner.email}` : INBOX_LABELS.noOwner}
      </Typography.Text>
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
        <Descriptions.Item label="Deleted automatically">{formatWhen(a.deleteAt, zone)}</Descriptions.Item>
      </Descriptions>

      <Typography.Title level={3} style={{ marginTop: 24 }}>
        Notes
      </Typography.Title>
      <List
        aria-label="Notes"
        locale={{ emptyText: 'No notes yet.' }}
        dataSource={a.notes}
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta title={`${n.author ?? 'Unknown'} · ${formatWhen(n.createdAt, zone)}`} description={<div style={{ whiteSpace: 'pre-wrap' }}>{n.text}</div>} />
          </List.Item>
        )}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          aria-label="New note"
          placeholder="Phone screen done, interview on..."
          rows={3}
          value={note}
          maxLength={CAREER_LIMITS.noteMax}
          status={noteError ? 'error' : undefined}
          onChange={(ev) => setNote(ev.target.value)}
        />
        {noteError && <Typography.Text type="danger">{noteError}</Typography.Text>}
        <Button type="primary" loading={saving === 'note'} disabled={!!saving && saving !== 'note'} onClick={submitNote}>
          Add note
        </Button>
      </Space>
      <StatusTimeline zone={zone} entries={a.statusHistory.map((h) => ({ ...h, label: APPLICATION_STATUS_LABELS[h.status] }))} />
      <ConfirmDelete open={confirming} name={a?.name} text={M.confirmDeleteApplication} busy={saving === 'delete'} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </section>
  );
};

export default ApplicationDetailPage;
