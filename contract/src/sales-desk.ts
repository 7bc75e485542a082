import { dayInZone } from './time-zone';
import type { EnquiryService, EnquiryStatus } from './enquiries';

/**
 * The sales desk's "nobody forgets" rules: the overview's numbers, the menu's badges,
 * the owners' morning digest and automatic assignment. Shared by the server and the dashboard.
 */

/** Statuses still being worked: follow-ups and unanswered enquiries count only in these. */
export const OPEN_ENQUIRY_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'proposal',
] as const satisfies readonly EnquiryStatus[];
/** Statuses that end an enquiry: the retention period runs from the change into one of them. */
export const CLOSED_ENQUIRY_STATUSES = ['won', 'lost', 'spam'] as const satisfies readonly EnquiryStatus[];

/**
 * How long a closed enquiry is kept: it is deleted, with its notes, this many months after it was
 * closed (ENQUIRY_RETENTION_MONTHS; the privacy notice and the /privacy page say this period).
 */
export const ENQUIRY_RETENTION = { closedMonths: 24 } as const;

/**
 * Assignment by service: the Site settings field (emails, like Auto assign users) listing who takes
 * a service's new enquiries in turn. A service whose list names no active user falls back to Auto
 * assign users, then to no owner. Each list keeps its own turn (`enquiry-assignment:<service>`).
 */
export const SERVICE_ASSIGNEE_FIELDS = {
  'design-and-build': 'autoAssignDesignAndBuild',
  interiors: 'autoAssignInteriors',
  manufacturing: 'autoAssignManufacturing',
  'fire-doors': 'autoAssignFireDoors',
  other: 'autoAssignOther',
} as const satisfies Record<EnquiryService, string>;
/** The turn counter (installer_sequences key) of the general list and of a service's list. */
export const assignmentTurnKey = (service?: EnquiryService | null) =>
  service ? `enquiry-assignment:${service}` : 'enquiry-assignment';

/** The morning digest's time when Site settings › Digest time is empty or not a time. */
export const DIGEST_TIME_DEFAULT = '08:00';
/** `HH:MM`, 24-hour. */
export const isClockTime = (v: unknown): v is string =>
  typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v.trim());
export const digestTimeOr = (v: unknown): string => (isClockTime(v) ? v.trim() : DIGEST_TIME_DEFAULT);

/** The `HH:MM` an instant shows on a clock in `zone`. */
export const clockTimeIn = (at: Date, zone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** Monday to Friday (a calendar day `YYYY-MM-DD`). */
export const isWorkingDay = (day: string): boolean => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

const DAY_MS = 24 * 3600 * 1000;

/**
 * One working day after an instant: the same time of day on the next working day in `zone`
 * (Friday 15:00 → Monday 15:00; Saturday 10:00 → Monday 10:00).
 */
export const oneWorkingDayAfter = (at: Date, zone: string): Date => {
  let next = new Date(at.getTime() + DAY_MS);
  while (!isWorkingDay(dayInZone(next, zone))) next = new Date(next.getTime() + DAY_MS);
  return next;
};

/** Unanswered (no reply yet, still open) for more than one working day at `now`. */
export const isOverdueForAnswer = (
  e: { createdAt: string | Date; firstResponseAt: string | Date | null; status: EnquiryStatus },
  now: Date,
  zone: string,
) =>
  !e.firstResponseAt &&
  (OPEN_ENQUIRY_STATUSES as readonly string[]).includes(e.status) &&
  oneWorkingDayAfter(new Date(e.createdAt), zone).getTime() < now.getTime();

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A duration as people say it: "45 min", "3 h 20 min", "2 days 4 h". */
export const formatDuration = (ms: number): string => {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 ? ` ${hours % 24} h` : ''}`;
};

/** The median first response is taken over enquiries received in this many days. */
export const FIRST_RESPONSE_WINDOW_DAYS = 30;

/** The overview's sales-desk numbers (a non-status user's: their own enquiries only). */
export interface SalesDeskOverview {
  /** Status New and no reply yet. */
  newUnanswered: number;
  /** When the oldest of those arrived (ISO), or null. */
  oldestUnansweredAt: string | null;
  /** Open enquiries whose follow-up date is today / before today (company time zone). */
  followUpsToday: number;
  followUpsOverdue: number;
  /** Open enquiries the viewer owns. */
  mine: number;
  /** The median time from arrival to the first reply of enquiries received in the last 30 days (ms), or null. */
  medianFirstResponseMs: number | null;
  /** How many replies that median is taken over. */
  firstResponses: number;
  /** The server's now (ISO): ages are counted from it. */
  now: string;
}

/** GET /dashboard/badges: the menu's counts (absent: the viewer cannot open that screen). */
export interface DashboardBadges {
  /** New and unanswered enquiries the viewer can see. */
  enquiries: number;
  /** New applications (status users only). */
  applications?: number;
}

/** Inbox filters of the phone-ready list: owner (a user's _id, `me` or `none`) and follow-ups due. */
export const FOLLOW_UP_FILTERS = ['due'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];
export const ENQUIRY_OWNER_ME = 'me';
export const ENQUIRY_OWNER_NONE = 'none';

/** The jobs PUT /testing/clock runs at the instant it sets. */
export const TEST_CLOCK_JOBS = ['digest', 'orphan-sweep', 'enquiry-retention'] as const;
export type TestClockJob = (typeof TEST_CLOCK_JOBS)[number];
const TEST_CLOCK_JOBS_LIST = TEST_CLOCK_JOBS.join(', ');

export const SALES_DESK_MESSAGES = {
  ownerFilterInvalid: 'Owner must be a user, "me" or "none".',
  followUpFilterInvalid: 'Follow-up must be "due" or empty.',
  /** The digest's subject; `doorProjects`: projects whose fire doors need attention (the register). */
  digestSubject: (overdue: number, unanswered: number, doorProjects = 0) => {
    const doors = doorProjects ? `fire doors to see to on ${doorProjects} project${doorProjects === 1 ? '' : 's'}` : '';
    if (!overdue && !unanswered) return `Today: ${doors}`;
    const enquiries = `Your enquiries today: ${[overdue ? `${overdue} follow-up${overdue === 1 ? '' : 's'} overdue` : '', unanswered ? `${unanswered} unanswered` : ''].filter(Boolean).join(', ')}`;
    return doors ? `${enquiries}; ${doors}` : enquiries;
  },
  autoAssigned: 'Automatic assignment',
  clockOff: 'Not found.',
  clockInvalid: 'now must be an ISO date and time, like 2026-11-26T08:00:00+05:30.',
  jobInvalid: `run must be a list of jobs: ${TEST_CLOCK_JOBS_LIST}.`,
} as const;

/** PUT /testing/clock (only when TEST_CLOCK=true, never in production): set the server's "now" and run jobs at it. */
export interface TestClockRequest {
  /** ISO instant; null returns to the real clock. */
  now: string | null;
  /** Jobs to run at that instant, as the scheduler would. */
  run?: TestClockJob[];
}
export interface TestClockResponse {
  now: string;
  digest?: { sent: number };
  /** The orphan sweep's outcome (null: another instance was sweeping). */
  'orphan-sweep'?: { rows: number; objects: number; refused?: { files: number; of: number } } | null;
  'enquiry-retention'?: { deleted: number };
}

/** The words of the dashboard's inboxes (enquiries and applications share them). */
export const INBOX_LABELS = {
  owner: 'Owner',
  noOwner: 'No owner',
  anyOwner: 'Any owner',
  mine: 'Mine',
  received: 'Received',
  status: 'Status',
  statusHistory: 'Status history',
  noHistory: 'No status changes recorded.',
  /** Who made a change the website made (or one from before history was kept). */
  website: 'Website',
  filters: 'Filters',
} as const;
