import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, LOST_REASONS, LOST_REASON_LABELS, PROJECT_TYPES, titleCase, type EnquiryStatus } from '@portfolio/contract';

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
export const projectTypeOptions = PROJECT_TYPES.map((t) => ({ value: t, label: titleCase(t) }));

/** "23 Nov 2026, 10:15" in the viewer's time zone. */
/** Enquiry dates in the dashboard's one format (contract `formatDateTime`). */
export { formatDateTime as formatWhen } from '@portfolio/contract';
