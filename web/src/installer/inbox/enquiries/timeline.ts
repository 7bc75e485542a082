import { ENQUIRY_STATUS_LABELS, LOST_REASON_LABELS, formatDate, formatRupees, type Enquiry } from '@portfolio/contract';
import type { TimelineEntry } from '../common/StatusTimeline';

type StatusChange = Enquiry['statusHistory'][number];

/** "Status: Lost (Budget)", "Status: Won (₹12,50,00,000)": a status change in words. */
const statusLabel = (h: StatusChange) =>
  `Status: ${ENQUIRY_STATUS_LABELS[h.status]}` +
  `${h.lostReason ? ` (${LOST_REASON_LABELS[h.lostReason]})` : ''}` +
  `${h.wonValue ? ` (${formatRupees(h.wonValue)})` : ''}`;

/** An enquiry's status, owner and follow-up changes, oldest first: each kind with its own icon. */
export const enquiryTimeline = (e: Enquiry, zone: string): TimelineEntry[] =>
  [
    ...e.statusHistory.map((h) => ({
      at: h.at,
      by: h.by,
      kind: 'status' as const,
      label: statusLabel(h),
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
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
