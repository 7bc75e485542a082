import {
  ENQUIRY_KINDS,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_SERVICES,
  ENQUIRY_SERVICE_LABELS,
  ENQUIRY_STATUSES,
  OPEN_ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
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
export const kindOptions = ENQUIRY_KINDS.map((k) => ({ value: k, label: ENQUIRY_KIND_LABELS[k] }));
export const projectTypeOptions = PROJECT_TYPES.map((t) => ({ value: t, label: projectTypeLabel(t) }));

/**
 * Enquiry dates in the dashboard's one format (contract `formatDateTime`, "26 Nov 2026, 14:06"): pass the company's
 * zone (`useTimeZone()`).
 */
export { formatDateTime as formatWhen } from '@portfolio/contract';

/** An open enquiry's follow-up against today (company zone): due today, overdue, later or none. */
export const followUpState = (
  e: { followUpOn: string | null; status: EnquiryStatus },
  today: string,
): 'today' | 'overdue' | 'later' | null => {
  if (!e.followUpOn || !(OPEN_ENQUIRY_STATUSES as readonly string[]).includes(e.status))
    return e.followUpOn ? 'later' : null;
  return e.followUpOn < today ? 'overdue' : e.followUpOn === today ? 'today' : 'later';
};
