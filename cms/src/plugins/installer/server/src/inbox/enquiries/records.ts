import type { EnquiryActivity, EnquiryStatus, EnquiryStatusChange, FunnelStep, LostReason } from '@portfolio/contract';
import { FUNNEL_STEPS } from '@portfolio/contract';
import type { EnquiryRow } from '../rows';

/** What an enquiry is as a record: its tables, the furthest step of the pipeline it reached, how a change moves it. */
export const ENQUIRY_UID = 'plugin::installer.enquiry';

/**
 * The furthest pipeline step (FUNNEL_STEPS' index) an enquiry reached: its stored one, else from its history and
 * status.
 */
export const stageReachedOf = (row: Pick<EnquiryRow, 'enquiryStatus' | 'statusHistory' | 'stageReached'>): number =>
  row.stageReached ??
  Math.max(
    0,
    ...[row.enquiryStatus, ...(Array.isArray(row.statusHistory) ? row.statusHistory.map((h) => h.status) : [])].map(
      (s) => FUNNEL_STEPS.indexOf(s as FunnelStep),
    ),
  );
export const NOTE_UID = 'plugin::installer.enquiry-note';

/**
 * What update() changes: the status (and a Lost one's reason), read, the owner (a user's row id), follow-up, first
 * response.
 */
export type EnquiryChanges = {
  enquiryStatus?: EnquiryStatus;
  lostReason?: LostReason;
  /** Rupees, or null (cleared); kept only while Won. */
  wonValue?: number | null;
  readAt?: Date | null;
  owner?: number | null;
  followUpOn?: string | null;
  firstResponseAt?: Date;
};

/**
 * The columns a change writes. A status change is appended to its history (`history` adds who made
 * it and when); a Lost one keeps its reason, a Won one its contract value; any other status clears
 * them. Owner and follow-up changes join the enquiry's activity, with who made them and when.
 */
export const statusChanges = (
  row: EnquiryRow,
  data: EnquiryChanges,
  by: string | null,
  owner: { email: string } | null | undefined,
  history: (entry: Omit<EnquiryStatusChange, 'at' | 'by'>) => EnquiryStatusChange[],
): Record<string, unknown> => {
  const changes: Record<string, unknown> = { ...data };
  // Owner and follow-up changes join the enquiry's history too, with who made them and when.
  const at = new Date().toISOString();
  const activity: EnquiryActivity[] = [];
  if (data.owner !== undefined && (data.owner ?? null) !== (row.owner?.id ?? null))
    activity.push({ kind: 'owner', at, by, owner: owner?.email ?? null });
  const followUp = (v: unknown) => (v ? String(v).slice(0, 10) : null);
  if (data.followUpOn !== undefined && followUp(data.followUpOn) !== followUp(row.followUpOn))
    activity.push({ kind: 'followUp', at, by, followUpOn: followUp(data.followUpOn) });
  if (activity.length) changes.activity = [...(Array.isArray(row.activity) ? row.activity : []), ...activity];
  const status = data.enquiryStatus ?? row.enquiryStatus;
  if (data.enquiryStatus !== undefined || data.lostReason !== undefined)
    changes.lostReason = status === 'lost' ? (data.lostReason ?? row.lostReason) : null;
  const storedValue = row.wonValue == null || row.wonValue === '' ? null : Number(row.wonValue);
  if (data.enquiryStatus !== undefined || data.wonValue !== undefined)
    changes.wonValue = status === 'won' ? (data.wonValue !== undefined ? data.wonValue : storedValue) : null;
  const statusChanged = data.enquiryStatus !== undefined && data.enquiryStatus !== row.enquiryStatus;
  const reasonChanged = status === 'lost' && data.lostReason !== undefined && data.lostReason !== row.lostReason;
  const valueChanged = status === 'won' && data.wonValue !== undefined && data.wonValue !== storedValue;
  if (statusChanged) {
    const reached = stageReachedOf(row);
    changes.stageReached = Math.max(reached, FUNNEL_STEPS.indexOf(status as FunnelStep));
  }
  if (statusChanged || reasonChanged || valueChanged)
    changes.statusHistory = history(
      status === 'lost'
        ? { status, lostReason: changes.lostReason as LostReason }
        : status === 'won' && changes.wonValue != null
          ? { status, wonValue: changes.wonValue as number }
          : { status },
    );
  return changes;
};
