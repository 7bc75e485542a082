import {
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUS_LABELS,
  INBOX_LABELS,
  LEAD_CHANNEL_LABELS,
  projectTypeLabel,
  todayInZone,
  type EnquirySummary,
} from '@portfolio/contract';
import { ageOf } from '../../shared/ageOf';
import type { InboxCard } from '../common/InboxCards';
import { FollowUp, enquiryPath } from './columns';
import { STATUS_COLORS, formatWhen } from './labels';

/** An enquiry on a phone's list (the shared inbox cards): unread marked, then its facts. */
export const enquiryCard = (e: EnquirySummary, zone: string): InboxCard => ({
  key: e._id,
  to: enquiryPath(e),
  name: `${e.name}${e.read ? '' : ' · unread'}`,
  highlight: !e.read,
  status: { label: ENQUIRY_STATUS_LABELS[e.status], color: STATUS_COLORS[e.status] },
  subtitle: e.company,
  facts: [
    ...(e.service ? [['Service', ENQUIRY_SERVICE_LABELS[e.service]] as [string, string]] : []),
    ...(e.source ? [['Source', LEAD_CHANNEL_LABELS[e.source.channel]] as [string, string]] : []),
    ['Project type', projectTypeLabel(e.projectType)],
    [INBOX_LABELS.owner, e.owner?.email ?? INBOX_LABELS.noOwner],
    ['Follow up', <FollowUp key="follow-up" e={e} today={todayInZone(zone)} zone={zone} />],
    [
      INBOX_LABELS.received,
      <span key="received">
        <time dateTime={e.createdAt}>{formatWhen(e.createdAt, zone)}</time> · {ageOf(e.createdAt)}
      </span>,
    ],
  ],
});
