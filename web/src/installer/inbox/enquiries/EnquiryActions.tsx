import { Button, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  ENQUIRY_MESSAGES,
  LOST_REASON_LABELS,
  visitorWhatsappDigits,
  whatsappHref,
  type Enquiry,
  type EnquiryChange,
  type EnquiryStatus,
  type LostReason,
} from '@portfolio/contract';
import { changeEnquiry, setEnquiryRead } from '../api/enquiries';
import { useSiteInfo } from '../../../api/reads';
import { useToast } from '../../shared/useToast';
import type { InboxItemParts } from '../common/InboxItemPage';
import { OwnerField, WonValueField } from './fields';
import { lostReasonOptions, statusOptions } from './labels';

/** What an enquiry's page saves, one at a time. */
export type EnquirySaving = 'status' | 'wonValue' | 'read' | 'note' | 'reply' | 'owner' | 'followUp';

/**
 * Under an enquiry's header: ways to reach the visitor (email, call, WhatsApp), then its pipeline status (Lost with a
 * reason), the won value, owner, follow-up date and read flag.
 */
export const EnquiryActions = ({ item: e, id, saving, save }: InboxItemParts<Enquiry, EnquirySaving>) => {
  const toast = useToast();
  const { site } = useSiteInfo();
  // Choosing Lost asks why before anything is saved.
  const [losing, setLosing] = useState(false);
  const [lostReason, setLostReason] = useState<LostReason>();

  const change = (what: EnquirySaving, body: EnquiryChange) => save(what, () => changeEnquiry(id, body));
  const chooseStatus = (status: EnquiryStatus) => {
    if (status === 'lost') return setLosing(true);
    setLosing(false);
    void change('status', { status });
  };
  const markLost = async () => {
    if (!lostReason) return toast.error(ENQUIRY_MESSAGES.lostReasonRequired);
    if (await change('status', { status: 'lost', lostReason })) setLosing(false);
  };

  const wa = visitorWhatsappDigits(e.phone);
  return (
    <>
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
    </>
  );
};
