import { Alert, Button, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  LOST_REASON_LABELS,
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
import { useSiteInfo, useTimeZone } from '../../../api/reads';
import { DASHBOARD_HOME } from '../../shared/access';
import { InlineLoading } from '../../shared/InlineLoading';
import { serverMessage } from '../../shared/errors';
import { useToast } from '../../shared/useToast';
import { lostReasonOptions, statusOptions } from './labels';
import { TEXT } from '../../shared/texts';
import { InboxHeader } from '../common/InboxHeader';
import { StatusTimeline } from '../common/StatusTimeline';
import { ThreadComposer } from '../common/ThreadComposer';
import { ThreadList } from '../common/ThreadList';
import { useInboxSave } from '../common/useInboxSave';
import { EnquiryFacts } from './EnquiryFacts';
import { OwnerField, WonValueField } from './fields';
import { enquiryTimeline } from './timeline';

const INBOX = `${DASHBOARD_HOME}/enquiries`;

type Saving = 'status' | 'wonValue' | 'read' | 'note' | 'reply' | 'owner' | 'followUp';

/**
 * One enquiry: its pipeline status (Lost with a reason), owner, follow-up date, read flag, every
 * field, its history and staff notes. Opening it marks it read.
 */
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
      <EnquiryFacts enquiry={e} />

      {/* Status, owner and follow-up changes, oldest first: each kind with its own icon. */}
      <StatusTimeline zone={zone} entries={enquiryTimeline(e, zone)} />

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
