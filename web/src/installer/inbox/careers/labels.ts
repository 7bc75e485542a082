import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@portfolio/contract';

/** Solid colours with white text (antd's light presets fail the contrast ratio at 12 px). */
export const APPLICATION_COLORS: Record<ApplicationStatus, string> = {
  new: '#0958d9',
  shortlisted: '#ad6800',
  interview: '#006d75',
  offer: '#531dab',
  hired: '#237804',
  rejected: 'default',
};

export const applicationStatusOptions = APPLICATION_STATUSES.map((s) => ({
  value: s,
  label: APPLICATION_STATUS_LABELS[s],
}));

/** "31 Dec 2026" for a YYYY-MM-DD day (the contract's one date format). */
export { formatDate as longDay } from '@portfolio/contract';

/** "26 Nov 2026, 14:06" in the company's time zone (pass `useTimeZone()`). */
export { formatWhen } from '../enquiries/labels';

export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
