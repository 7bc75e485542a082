import {
  ENQUIRY_SERVICES,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUSES,
  OPEN_ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  LEAD_CHANNELS,
  LEAD_CHANNEL_LABELS,
  LOST_REASONS,
  LOST_REASON_LABELS,
  PROJECT_TYPES,
  projectTypeLabel,
  type EnquiryStatus,
} from '@portfolio/contract';

export const STATUS_COLORS: Record<EnquiryStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'geekblue',
  proposal: 'gold',
  won: 'green',
  lost: 'default',
  spam: 'red',
};

export const statusOptions = ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }));
export const lostReasonOptions = LOST_REASONS.map((r) => ({ value: r, label: LOST_REASON_LABELS[r] }));
export const serviceOptions = ENQUIRY_SERVICES.map((s) => ({ value: s, label: ENQUIRY_SERVICE_LABELS[s] }));
export const channelOptions = LEAD_CHANNELS.map((c) => ({ value: c, label: LEAD_CHANNEL_LABELS[c] }));
export const projectTypeOptions = PROJECT_TYPES.map((t) => ({ value: t, label: projectTypeLabel(t) }));

/** Enquiry dates in the dashboard's one format (contract `formatDateTime`, "26 Nov 2026, 14:06"): pass the company's zone (`useTimeZone()`). */
export { formatDateTime as formatWhen } from '@portfolio/contract';

/** How long ago an instant was, from `now`: "just now", "5 min", "3 h", "2 days". */
export const ageOf = (iso: string, now: number = Date.now()): string => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
};

/** An open enquiry's follow-up against today (company zone): due today, overdue, later or none. */
export const followUpState = (
  e: { followUpOn: string | null; status: EnquiryStatus },
  today: string,
): 'today' | 'overdue' | 'later' | null => {
  if (!e.followUpOn || !(OPEN_ENQUIRY_STATUSES as readonly string[]).includes(e.status))
    return e.followUpOn ? 'later' : null;
  return e.followUpOn < today ? 'overdue' : e.followUpOn === today ? 'today' : 'later';
};
