import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, ENQUIRY_STATUS_LABELS, formatIndianNumber, titleCase, type EnquiryStatus } from '@portfolio/contract';
import { addEnquiryNote, refreshEnquiryLists, setEnquiryRead, setEnquiryStatus, useEnquiry } from '../../api/enquiries';
import { DASHBOARD_HOME } from '../dashboard/access';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import { STATUS_COLORS, formatWhen, statusOptions } from './labels';
import { TEXT } from '../shared/texts';

const INBOX = `${DASHBOARD_HOME}/enquiries`;
const FAILED = 'Could not save the change. Please try again.';

/** One enquiry with every field, its status, read flag and staff notes. Opening it marks it read. */
const EnquiryDetailPage = () => {
  const { id } = useParams();
  const { enquiry, error, isLoading } = useEnquiry(id);
  const toast = useToast();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [saving, setSaving] = useState<'status' | 'read' | 'note'>();

  // The server marked it read when it was opened: the lists' unread counts change.
  const loaded = !!enquiry;
  useEffect(() => {
    if (loaded) void refreshEnquiryLists();
  }, [loaded]);

  if (isLoading) return <InlineLoading label="Loading enquiry..." />;
  if (error || !enquiry || !id)
    return <Alert type="error" title={serverMessage(error, TEXT.enquiryLoadFailed)} action={<Link to={INBOX}>All enquiries</Link>} />;

  const save = async (what: 'status' | 'read' | 'note', action: () => Promise<{ message?: string }>) => {
    setSaving(what);
    try {
      const res = await action();
      toast.success(res.message ?? ENQUIRY_MESSAGES.updated);
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
    if (!text) return setNoteError(ENQUIRY_MESSAGES.noteRequired);
    if (text.length > ENQUIRY_LIMITS.noteMax) return setNoteError(ENQUIRY_MESSAGES.tooLong('Note', ENQUIRY_LIMITS.noteMax));
    setNoteError(undefined);
    if (await save('note', () => addEnquiryNote(id, text))) setNote('');
  };

  const e = enquiry;
  const optional = (v: string | number | null) => (v === null || v === '' ? '—' : v);
  return (
    <section>
      <Link to={INBOX}>
        <ArrowLeftOutlined /> All enquiries
      </Link>
      <Space style={{ justifyContent: 'space-between', width: '100%', marginTop: 12 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {e.name}
          {e.company ? ` · ${e.company}` : ''}
        </Typography.Title>
        <Space wrap>
          <Tag color={STATUS_COLORS[e.status]}>{ENQUIRY_STATUS_LABELS[e.status]}</Tag>
          <Select
            aria-label="Change status"
            value={e.status}
            loading={saving === 'status'}
            disabled={!!saving}
            style={{ minWidth: 160 }}
            options={statusOptions}
            onChange={(status: EnquiryStatus) => save('status', () => setEnquiryStatus(id, status))}
          />
          <Button disabled={!!saving} loading={saving === 'read'} onClick={() => save('read', () => setEnquiryRead(id, !e.read))}>
            {e.read ? 'Mark as unread' : 'Mark as read'}
          </Button>
        </Space>
      </Space>
      <Descriptions bordered column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Received">{formatWhen(e.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Email">
          <a href={`mailto:${e.email}`}>{e.email}</a>
        </Descriptions.Item>
        <Descriptions.Item label="Phone">{e.phone ? <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> : '—'}</Descriptions.Item>
        <Descriptions.Item label="Company">{optional(e.company)}</Descriptions.Item>
        <Descriptions.Item label="Project type">{titleCase(e.projectType)}</Descriptions.Item>
        <Descriptions.Item label="State">{optional(e.state)}</Descriptions.Item>
        <Descriptions.Item label="City">{optional(e.city)}</Descriptions.Item>
        <Descriptions.Item label="Approximate area (sq ft)">{e.area === null ? '—' : formatIndianNumber(e.area)}</Descriptions.Item>
        <Descriptions.Item label="About">{optional(e.about)}</Descriptions.Item>
        <Descriptions.Item label="Sent from page">{optional(e.page)}</Descriptions.Item>
        <Descriptions.Item label="Links in message">{e.linkCount}</Descriptions.Item>
        <Descriptions.Item label="Message">
          <div style={{ whiteSpace: 'pre-wrap' }}>{e.message}</div>
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={3} style={{ marginTop: 24 }}>
        Notes
      </Typography.Title>
      <List
        locale={{ emptyText: 'No notes yet.' }}
        dataSource={e.notes}
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta title={`${n.author ?? 'Unknown'} · ${formatWhen(n.createdAt)}`} description={<div style={{ whiteSpace: 'pre-wrap' }}>{n.text}</div>} />
          </List.Item>
        )}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          aria-label="New note"
          placeholder="Called back, sent a quote..."
          rows={3}
          value={note}
          maxLength={ENQUIRY_LIMITS.noteMax}
          status={noteError ? 'error' : undefined}
          onChange={(ev) => setNote(ev.target.value)}
        />
        {noteError && <Typography.Text type="danger">{noteError}</Typography.Text>}
        <Button type="primary" loading={saving === 'note'} disabled={!!saving && saving !== 'note'} onClick={submitNote}>
          Add note
        </Button>
      </Space>
    </section>
  );
};

export default EnquiryDetailPage;
