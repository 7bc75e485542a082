import { Alert, Button, Descriptions, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  INBOX_RULES,
  LOST_REASON_LABELS,
  formatDate,
  formatIndianNumber,
  formatRupees,
  projectTypeLabel,
  rupeesOf,
  visitorWhatsappDigits,
  whatsappHref,
  type EnquiryChange,
  type EnquiryStatus,
  type LostReason,
} from '@portfolio/contract';
import {
  addEnquiryNote,
  changeEnquiry,
  refreshEnquiryLists,
  sendEnquiryReply,
  setEnquiryRead,
  useEnquiry,
} from '../api/enquiries';
import { useCurrentUser, useSiteInfo, useTimeZone, useUsers } from '../../../api/reads';
import { DASHBOARD_HOME } from '../../shared/access';
import { InlineLoading } from '../../shared/InlineLoading';
import { serverMessage } from '../../shared/errors';
import { useToast } from '../../shared/useToast';
import { lostReasonOptions, statusOptions } from './labels';
import { TEXT } from '../../shared/texts';
import { InboxHeader } from '../common/InboxHeader';
import { OwnerSelect } from '../common/owners';
import { StatusTimeline } from '../common/StatusTimeline';
import { ThreadComposer } from '../common/ThreadComposer';
import { ThreadList } from '../common/ThreadList';
import { useInboxSave } from '../common/useInboxSave';
import { sourceItems } from '../common/leadSource';

const INBOX = `${DASHBOARD_HOME}/enquiries`;

type Saving = 'status' | 'wonValue' | 'read' | 'note' | 'reply' | 'owner' | 'followUp';

/** Status users choose the owner from the dashboard users; anyone else sees who it is. */
const OwnerField = (props: {
  value: string | null;
  disabled: boolean;
  loading: boolean;
  onChange: (owner: string | null) => void;
}) => {
  const { user } = useCurrentUser();
  const choosesOwner = INBOX_RULES.chooseOwner(user);
  const { users } = useUsers(choosesOwner);
  return choosesOwner ? <OwnerSelect users={users} {...props} /> : null;
};

/**
 * A Won enquiry's contract value: typed in rupees as people write them ("12,50,00,000"), saved with
 * its own button; blank clears it. The Reports' won value by contract value band adds them up.
 */
const WonValueField = ({
  value,
  disabled,
  loading,
  onSave,
}: {
  value: number | null;
  disabled: boolean;
  loading: boolean;
  onSave: (rupees: number | null) => Promise<unknown>;
}) => {
  const toast = useToast();
  const [text, setText] = useState(value === null ? '' : formatIndianNumber(value));
  useEffect(() => setText(value === null ? '' : formatIndianNumber(value)), [value]);
  const submit = () => {
    const rupees = rupeesOf(text);
    if (rupees === undefined) return toast.error(ENQUIRY_MESSAGES.wonValueInvalid);
    void onSave(rupees);
  };
  return (
    <Space.Compact>
      <Input
        aria-label="Contract value won (₹)"
        addonBefore="₹"
        placeholder="Contract value won"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        style={{ width: 210 }}
        onChange={(ev) => setText(ev.target.value)}
        onPressEnter={submit}
      />
      <Button disabled={disabled} loading={loading} onClick={submit}>
        Save value
      </Button>
    </Space.Compact>
  );
};

/** One enquiry: its pipeline status (Lost with a reason), owner, follow-up date, read flag, every field, its history and staff notes. Opening it marks it read. */

const EnquiryDetailPage = () => {
  const { id } = useParams();
  const { enquiry, error, isLoading } = useEnquiry(id);
  const toast = useToast();
  const { site } = useSiteInfo();
  const zone = useTimeZone();
  const { saving, save } = useInboxSave<Saving>(ENQUIRY_MESSAGES.updated);
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
    return (
      <Alert
        type="error"
        title={serverMessage(error, TEXT.enquiryLoadFailed)}
        action={<Link to={INBOX}>All enquiries</Link>}
      />
    );

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
  const optional = (v: string | number | null | undefined) => (v == null || v === '' ? '—' : v);
  return (
    <section>
      <InboxHeader
        back={{ to: INBOX, label: 'All enquiries' }}
        title={`${e.name}${e.company ? ` · ${e.company}` : ''}`}
        lead={e.reference}
        received={e.createdAt}
        owner={e.owner}
        zone={zone}
      />
      <Space wrap style={{ marginTop: 12, width: '100%' }}>
        <Button href={`mailto:${e.email}`}>Email</Button>
        {e.phone && <Button href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>Call {e.phone}</Button>}
        {wa && (
          <Button
            href={whatsappHref(wa, ENQUIRY_MESSAGES.whatsappGreeting(e.name, e.reference, site?.companyName ?? 'us'))}
            target="_blank"
            rel="noopener noreferrer"
          >
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
            <Select
              aria-label="Lost reason"
              placeholder="Why was it lost?"
              value={lostReason}
              style={{ minWidth: 170 }}
              options={lostReasonOptions}
              onChange={setLostReason}
            />
            <Button type="primary" danger disabled={!!saving} onClick={markLost}>
              Mark as lost
            </Button>
            <Button onClick={() => setLosing(false)}>Cancel</Button>
          </>
        )}
        {!losing && e.status === 'lost' && e.lostReason && (
          <Typography.Text>Lost: {LOST_REASON_LABELS[e.lostReason]}</Typography.Text>
        )}
        {e.status === 'won' && (
          <WonValueField
            value={e.wonValue}
            disabled={!!saving}
            loading={saving === 'wonValue'}
            onSave={(wonValue) => change('wonValue', { wonValue })}
          />
        )}
        <OwnerField
          value={e.owner?._id ?? null}
          disabled={!!saving}
          loading={saving === 'owner'}
          onChange={(owner) => void change('owner', { owner })}
        />
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
        <Button
          disabled={!!saving}
          loading={saving === 'read'}
          onClick={() => save('read', () => setEnquiryRead(id, !e.read))}
        >
          {e.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </Space>
      {e.kind === 'counterfeit-label' && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={`${ENQUIRY_KIND_LABELS[e.kind]}: ${e.labelId ?? '—'}`}
          description="A visitor found a label the register may not know. Check the id in Fire doors, then reply."
        />
      )}
      <Descriptions bordered column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Kind">{ENQUIRY_KIND_LABELS[e.kind]}</Descriptions.Item>
        {e.labelId && <Descriptions.Item label="Label id">{e.labelId}</Descriptions.Item>}
        <Descriptions.Item label="Email">
          <a href={`mailto:${e.email}`}>{e.email}</a>
        </Descriptions.Item>
        <Descriptions.Item label="Phone">
          {e.phone ? <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Company">{optional(e.company)}</Descriptions.Item>
        <Descriptions.Item label="Service">{e.service ? ENQUIRY_SERVICE_LABELS[e.service] : '—'}</Descriptions.Item>
        <Descriptions.Item label="Project type">{projectTypeLabel(e.projectType)}</Descriptions.Item>
        <Descriptions.Item label="State">{optional(e.state)}</Descriptions.Item>
        <Descriptions.Item label="City">{optional(e.city)}</Descriptions.Item>
        <Descriptions.Item label="Approximate area (sq ft)">
          {e.area === null ? '—' : formatIndianNumber(e.area)}
        </Descriptions.Item>
        <Descriptions.Item label="About">{optional(e.about)}</Descriptions.Item>
        <Descriptions.Item label="Sent from page">{optional(e.page)}</Descriptions.Item>
        {e.status === 'won' && (
          <Descriptions.Item label="Contract value won">
            {e.wonValue === null ? 'Not recorded' : formatRupees(e.wonValue)}
          </Descriptions.Item>
        )}
        {sourceItems(e.source)}
      </Descriptions>

      {/* Status, owner and follow-up changes, oldest first: each kind with its own icon. */}
      <StatusTimeline
        zone={zone}
        entries={[
          ...e.statusHistory.map((h) => ({
            at: h.at,
            by: h.by,
            kind: 'status' as const,
            label: `Status: ${ENQUIRY_STATUS_LABELS[h.status]}${h.lostReason ? ` (${LOST_REASON_LABELS[h.lostReason]})` : ''}${h.wonValue ? ` (${formatRupees(h.wonValue)})` : ''}`,
          })),
          ...(e.activity ?? []).map((a) => ({
            at: a.at,
            by: a.by,
            kind: a.kind,
            label:
              a.kind === 'owner'
                ? a.owner
                  ? `Owner: ${a.owner}`
                  : 'Owner removed'
                : a.followUpOn
                  ? `Follow up on ${formatDate(`${a.followUpOn}T12:00:00Z`, zone)}`
                  : 'Follow-up date cleared',
          })),
        ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))}
      />

      {/* Top to bottom: the visitor's message, then replies and internal notes as they were written. */}
      <ThreadList
        label="Thread"
        zone={zone}
        entries={[
          { key: 'message', kind: 'message' as const, by: `Message from ${e.name}`, at: e.createdAt, text: e.message },
          ...e.notes.map((n) => ({
            key: n._id,
            kind: n.kind,
            by: `${n.kind === 'reply' ? 'Reply to visitor by' : 'Internal note by'} ${n.author ?? 'Unknown'}`,
            at: n.createdAt,
            text: n.text,
          })),
        ]}
      />
      <ThreadComposer
        label="Reply to the visitor"
        placeholder={`Emailed to ${e.email}, answers come to you`}
        rows={4}
        max={ENQUIRY_LIMITS.noteMax}
        required={ENQUIRY_MESSAGES.replyRequired}
        tooLong={ENQUIRY_MESSAGES.tooLong('Reply', ENQUIRY_LIMITS.noteMax)}
        button="Send reply"
        primary
        saving={saving}
        what="reply"
        onSubmit={(text) => save('reply', () => sendEnquiryReply(id, text))}
      />
      <ThreadComposer
        label="New note"
        placeholder="Called back, sent a quote..."
        rows={3}
        max={ENQUIRY_LIMITS.noteMax}
        required={ENQUIRY_MESSAGES.noteRequired}
        tooLong={ENQUIRY_MESSAGES.tooLong('Note', ENQUIRY_LIMITS.noteMax)}
        button="Add note"
        saving={saving}
        what="note"
        onSubmit={(text) => save('note', () => addEnquiryNote(id, text))}
      />
    </section>
  );
};

export default EnquiryDetailPage;
