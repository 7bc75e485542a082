import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Input, List, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  LOST_REASON_LABELS,
  formatIndianNumber,
  titleCase,
  visitorWhatsappDigits,
  whatsappHref,
  type EnquiryChange,
  type EnquiryStatus,
  type LostReason,
} from '@portfolio/contract';
import { addEnquiryNote, changeEnquiry, refreshEnquiryLists, sendEnquiryReply, setEnquiryRead, useEnquiry } from '../../api/enquiries';
import { useCurrentUser, useSiteInfo, useTimeZone, useUsers } from '../../api/reads';
import { DASHBOARD_HOME } from '../dashboard/access';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';
import { formatWhen, lostReasonOptions, statusOptions } from './labels';
import { TEXT } from '../shared/texts';
import { OwnerSelect } from '../shared/inbox/owners';
import { StatusTimeline } from '../shared/inbox/StatusTimeline';

const INBOX = `${DASHBOARD_HOME}/enquiries`;
const FAILED = 'Could not save the change. Please try again.';

type Saving = 'status' | 'read' | 'note' | 'reply' | 'owner' | 'followUp';

/** Status users choose the owner from the dashboard users; anyone else sees who it is. */
const OwnerField = (props: { value: string | null; disabled: boolean; loading: boolean; onChange: (owner: string | null) => void }) => {
  const { user } = useCurrentUser();
  const { users } = useUsers(!!user?.status);
  return user?.status ? <OwnerSelect users={users} {...props} /> : null;
};

/** One enquiry: its pipeline status (Lost with a reason), owner, follow-up date, read flag, every field, its history and staff notes. Opening it marks it read. */
const EnquiryDetailPage = () => {
  const { id } = useParams();
  const { enquiry, error, isLoading } = useEnquiry(id);
  const toast = useToast();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const { site } = useSiteInfo();
  const zone = useTimeZone();
  const [saving, setSaving] = useState<Saving>();
  // Choosing Lost asks why before anything is saved.
  const [losing, setLosing] = useState(false);
  const [lostReason, setLostReason] = useState<LostReason>();

  // The server marked it read when it was opened: the lists' unread counts change.
  const loaded = !!enquiry;
  useEffect(() => {
    if (loaded) void refreshEnquiryLists();
  }, [loaded]);

  if (isLoading) return <InlineLoading label="Loading enquiry..." />;
  if (error || !enquiry || !id)
    return <Alert type="error" title={serverMessage(error, TEXT.enquiryLoadFailed)} action={<Link to={INBOX}>All enquiries</Link>} />;

  const save = async (what: Saving, action: () => Promise<{ message?: string }>) => {
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

  const submitReply = async () => {
    const text = reply.trim();
    if (!text) return setReplyError(ENQUIRY_MESSAGES.replyRequired);
    if (text.length > ENQUIRY_LIMITS.noteMax) return setReplyError(ENQUIRY_MESSAGES.tooLong('Reply', ENQUIRY_LIMITS.noteMax));
    setReplyError(undefined);
    if (await save('reply', () => sendEnquiryReply(id, text))) setReply('');
  };

  const change = (what: Saving, body: EnquiryChange) => save(what, () => changeEnquiry(id, body));
  const chooseStatus = (status: EnquiryStatus) => {
    if (status === 'lost') return setLosing(true);
    setLosing(false);
    void change('status', { status });
  };
  const markLost = async () => {
    if (!lostReason) return toast.error(ENQUIRY_MESSAGES.lostReasonRequired);
    if (await change('status', { status: 'lost', lostReason })) setLosing(false);
  };

  const e = enquiry;
  const wa = visitorWhatsappDigits(e.phone);
  const optional = (v: string | number | null) => (v === null || v === '' ? '—' : v);
  return (
    <section>
      <Link to={INBOX}>
        <ArrowLeftOutlined /> All enquiries
      </Link>
      <Typography.Title level={2} style={{ margin: '12px 0 0' }}>
        {e.name}
        {e.company ? ` · ${e.company}` : ''}
      </Typography.Title>
      <Typography.Text type="secondary">
        {e.reference} · Received {formatWhen(e.createdAt, zone)}
        {e.owner ? ` · Owner ${e.owner.email}` : ' · No owner'}
      </Typography.Text>
      <Space wrap style={{ marginTop: 12, width: '100%' }}>
        <Button href={`mailto:${e.email}`}>Email</Button>
        {e.phone && <Button href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>Call {e.phone}</Button>}
        {wa && (
          <Button href={whatsappHref(wa, ENQUIRY_MESSAGES.whatsappGreeting(e.name, e.reference, site?.companyName ?? 'us'))} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </Button>
        )}
      </Space>
      <Space wrap style={{ marginTop: 12, width: '100%' }} className="enquiry-actions">
        <Select
          aria-label="Change status"
          value={losing ? 'lost' : e.status}
          loading={saving === 'status'}
          disabled={!!saving}
          style={{ minWidth: 170 }}
          options={statusOptions}
          onChange={chooseStatus}
        />
        {losing && (
          <>
            <Select aria-label="Lost reason" placeholder="Why was it lost?" value={lostReason} style={{ minWidth: 170 }} options={lostReasonOptions} onChange={setLostReason} />
            <Button type="primary" danger disabled={!!saving} onClick={markLost}>
              Mark as lost
            </Button>
            <Button onClick={() => setLosing(false)}>Cancel</Button>
          </>
        )}
        {!losing && e.status === 'lost' && e.lostReason && <Typography.Text>Lost: {LOST_REASON_LABELS[e.lostReason]}</Typography.Text>}
        <OwnerField value={e.owner?._id ?? null} disabled={!!saving} loading={saving === 'owner'} onChange={(owner) => void change('owner', { owner })} />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          Follow up on
          <Input
            type="date"
            aria-label="Follow-up date"
            value={e.followUpOn ?? ''}
            disabled={!!saving}
            style={{ width: 160 }}
            onChange={(ev) => void change('followUp', { followUpOn: ev.target.value || null })}
          />
        </label>
        <Button disabled={!!saving} loading={saving === 'read'} onClick={() => save('read', () => setEnquiryRead(id, !e.read))}>
          {e.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </Space>
      <Descriptions bordered column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Email">
          <a href={`mailto:${e.email}`}>{e.email}</a>
        </Descriptions.Item>
        <Descriptions.Item label="Phone">{e.phone ? <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> : '—'}</Descriptions.Item>
        <Descriptions.Item label="Company">{optional(e.company)}</Descriptions.Item>
        <Descriptions.Item label="Service">{e.service ? ENQUIRY_SERVICE_LABELS[e.service] : '—'}</Descriptions.Item>
        <Descriptions.Item label="Project type">{titleCase(e.projectType)}</Descriptions.Item>
        <Descriptions.Item label="State">{optional(e.state)}</Descriptions.Item>
        <Descriptions.Item label="City">{optional(e.city)}</Descriptions.Item>
        <Descriptions.Item label="Approximate area (sq ft)">{e.area === null ? '—' : formatIndianNumber(e.area)}</Descriptions.Item>
        <Descriptions.Item label="About">{optional(e.about)}</Descriptions.Item>
        <Descriptions.Item label="Sent from page">{optional(e.page)}</Descriptions.Item>
      </Descriptions>

      <StatusTimeline
        zone={zone}
        entries={e.statusHistory.map((h) => ({ ...h, label: `${ENQUIRY_STATUS_LABELS[h.status]}${h.lostReason ? ` (${LOST_REASON_LABELS[h.lostReason]})` : ''}` }))}
      />

      <Typography.Title level={3} style={{ marginTop: 24 }}>
        Thread
      </Typography.Title>
      {/* Top to bottom: the visitor's message, then replies and internal notes as they were written. */}
      <List
        aria-label="Thread"
        dataSource={[{ _id: 'message', kind: 'message' as const, text: e.message, author: e.name, createdAt: e.createdAt }, ...e.notes]}
        renderItem={(n) => (
          <List.Item>
            <List.Item.Meta
              title={`${n.kind === 'message' ? 'Message from' : n.kind === 'reply' ? 'Reply to visitor by' : 'Internal note by'} ${n.author ?? 'Unknown'} · ${formatWhen(n.createdAt, zone)}`}
              description={<div style={{ whiteSpace: 'pre-wrap', color: 'inherit' }}>{n.text}</div>}
            />
          </List.Item>
        )}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          aria-label="Reply to the visitor"
          placeholder={`Emailed to ${e.email}, answers come to you`}
          rows={4}
          value={reply}
          maxLength={ENQUIRY_LIMITS.noteMax}
          status={replyError ? 'error' : undefined}
          onChange={(ev) => setReply(ev.target.value)}
        />
        {replyError && <Typography.Text type="danger">{replyError}</Typography.Text>}
        <Button type="primary" loading={saving === 'reply'} disabled={!!saving && saving !== 'reply'} onClick={submitReply}>
          Send reply
        </Button>
      </Space>
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
        <Button loading={saving === 'note'} disabled={!!saving && saving !== 'note'} onClick={submitNote}>
          Add note
        </Button>
      </Space>
    </section>
  );
};

export default EnquiryDetailPage;
