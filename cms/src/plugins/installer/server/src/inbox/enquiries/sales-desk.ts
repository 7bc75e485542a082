import type { Core } from '@strapi/strapi';
import {
  DASHBOARD_PATH,
  FIRST_RESPONSE_WINDOW_DAYS,
  OPEN_ENQUIRY_STATUSES,
  SALES_DESK_MESSAGES as M,
  SERVICE_ASSIGNEE_FIELDS,
  assignmentTurnKey,
  can,
  normalizePowers,
  isEnquiryService,
  type EnquiryService,
  clockTimeIn,
  dayInZone,
  digestTimeOr,
  formatDate,
  formatDateTime,
  isOverdueForAnswer,
  median,
  staffLinkPath,
  type DashboardBadges,
  type SalesDeskOverview,
} from '@portfolio/contract';
import { companyTimeZone } from '../../utils/time-zone';
import { publicOrigin } from '../../utils/public-origin';
import { ENQUIRY_UID, type Viewer } from './service';
import { addressList } from '../emails';
import { USER_UID } from '../../accounts/users';
import { publishedSettings, type SettingsRow } from '../../utils/site-settings';
import { getService } from '../../utils/get-service';
import type { EnquiryRow } from '../rows';

const APPLICATION_UID = 'plugin::installer.application';
const DAY_MS = 24 * 3600 * 1000;
/** A digest claim is kept this long (then the rate counters' cleanup may drop it). */
const CLAIM_KEEP_MS = 3 * DAY_MS;

/** An open enquiry the digest reads: the columns it selects (so present, if null) and its owner (with `blocked`). */
type DigestRow = Required<
  Pick<
    EnquiryRow,
    'documentId' | 'reference' | 'name' | 'company' | 'enquiryStatus' | 'followUpOn' | 'firstResponseAt' | 'createdAt'
  >
> & {
  owner?: { id: number; email: string; blocked?: boolean | null } | null;
};
/** An overdue one, with its follow-up day as 'YYYY-MM-DD'. */
type OverdueRow = DigestRow & { followUp: string };

/**
 * "Nobody forgets": the overview's sales-desk numbers, the menu's badges, the owners'
 * morning digest and the automatic assignment of new enquiries. Time comes from the clock service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = getService;
  const rows = () => strapi.db.query(ENQUIRY_UID);
  const now = (): Date => service('clock').now();
  /** What a viewer may count: every enquiry but spam for a status user, their own otherwise. */
  const scope = (viewer: Viewer, ...more: Record<string, unknown>[]) => ({
    $and: [{ enquiryStatus: { $ne: 'spam' } }, ...(viewer.status ? [] : [{ owner: { id: viewer.id } }]), ...more],
  });
  const open = { enquiryStatus: { $in: [...OPEN_ENQUIRY_STATUSES] } };
  const newUnanswered = { enquiryStatus: 'new', firstResponseAt: { $null: true } };
  /** Per process: the company day whose digest this instance has sent (claims make it once across instances). */
  let digestDoneOn: string | null = null;

  const settings = async (): Promise<SettingsRow> =>
    (await publishedSettings(strapi, {
      select: ['digestTime', 'autoAssignUsers', ...Object.values(SERVICE_ASSIGNEE_FIELDS)],
    })) ?? {};

  /** The active (not blocked) users a Site settings list names, in its order; unknown addresses skipped. */
  const activeUsers = async (list: unknown): Promise<{ id: number; email: string }[]> => {
    const emails = addressList(list);
    if (!emails.length) return [];
    const found = await strapi.db
      .query(USER_UID)
      .findMany({ where: { email: { $in: emails }, blocked: false }, select: ['id', 'email'] });
    return emails
      .map((email) => found.find((u: { id: number; email: string }) => String(u.email).toLowerCase() === email))
      .filter(Boolean) as { id: number; email: string }[];
  };

  return {
    async overview(viewer: Viewer): Promise<SalesDeskOverview> {
      const at = now();
      const today = dayInZone(at, await companyTimeZone(strapi));
      const since = new Date(at.getTime() - FIRST_RESPONSE_WINDOW_DAYS * DAY_MS);
      const [unanswered, oldest, followUpsToday, followUpsOverdue, mine, answered] = await Promise.all([
        rows().count({ where: scope(viewer, newUnanswered) }),
        rows().findOne({
          where: scope(viewer, newUnanswered),
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: ['createdAt'],
        }),
        rows().count({ where: scope(viewer, open, { followUpOn: today }) }),
        rows().count({ where: scope(viewer, open, { followUpOn: { $lt: today } }) }),
        rows().count({ where: { $and: [open, { owner: { id: viewer.id } }] } }),
        rows().findMany({
          where: scope(viewer, { createdAt: { $gte: since } }, { firstResponseAt: { $notNull: true } }),
          select: ['createdAt', 'firstResponseAt'],
        }),
      ]);
      const times = answered
        .map(
          (r: { createdAt: string | Date; firstResponseAt: string | Date }) =>
            new Date(r.firstResponseAt).getTime() - new Date(r.createdAt).getTime(),
        )
        .filter((ms: number) => ms >= 0);
      return {
        newUnanswered: unanswered,
        oldestUnansweredAt: oldest ? new Date(oldest.createdAt).toISOString() : null,
        followUpsToday,
        followUpsOverdue,
        mine,
        medianFirstResponseMs: median(times),
        firstResponses: times.length,
        now: at.toISOString(),
      };
    },

    async badges(viewer: Viewer): Promise<DashboardBadges> {
      const [enquiries, applications] = await Promise.all([
        rows().count({ where: scope(viewer, newUnanswered) }),
        viewer.status ? strapi.db.query(APPLICATION_UID).count({ where: { applicationStatus: 'new' } }) : undefined,
      ]);
      return { enquiries, ...(applications !== undefined && { applications }) };
    },

    /**
     * Automatic assignment: a new enquiry goes to the next of the users listed for its service in
     * Site settings (Auto assign design and build, interiors…), else to the next of Auto assign
     * users, else to nobody. Each list keeps its own turn, counted in the database so every
     * instance shares it (installer_sequences). The owner is emailed. Never throws.
     */
    async autoAssign(row: EnquiryRow, origin: string): Promise<EnquiryRow> {
      try {
        const current = await settings();
        const about: EnquiryService | null = isEnquiryService(row.service) ? row.service : null;
        let users = about ? await activeUsers(current[SERVICE_ASSIGNEE_FIELDS[about]]) : [];
        let turnKey = assignmentTurnKey(about);
        if (!users.length) {
          users = await activeUsers(current.autoAssignUsers);
          turnKey = assignmentTurnKey(null);
        }
        if (!users.length) return row;
        const turn = await getService('sequences').next(turnKey);
        const owner = users[(turn - 1) % users.length];
        const updated = await getService('enquiries').update(row, { owner: owner.id });
        await getService('enquiries').notifyOwner(updated, owner, M.autoAssigned, origin);
        return updated;
      } catch (error) {
        strapi.log.error(
          `Enquiry ${row.documentId} stored; assigning it automatically failed: ${(error as Error).message}`,
        );
        return row;
      }
    },

    /**
     * The morning digest, run every minute by the scheduler: once the company's clock has passed
     * Site settings › Digest time (default 08:00), each owner gets one email listing their overdue
     * follow-ups and their enquiries unanswered for more than one working day; nobody gets an
     * empty one. The staff who record fire-door inspections (contract `doors.inspect`) also find, per
     * project, its doors overdue for inspection and with open defects (the register,
     * doors/attention.ts attentionByProject). Each recipient's email is claimed in the database for the
     * day before it is queued, so two instances (or a restart) send it once.
     */
    async digest(at: Date = now()): Promise<{ sent: number }> {
      const zone = await companyTimeZone(strapi);
      const today = dayInZone(at, zone);
      if (digestDoneOn === today) return { sent: 0 };
      if (clockTimeIn(at, zone) < digestTimeOr((await settings()).digestTime)) return { sent: 0 };

      const candidates: DigestRow[] = await rows().findMany({
        where: {
          $and: [
            open,
            { owner: { id: { $notNull: true } } },
            { $or: [{ followUpOn: { $lt: today } }, { firstResponseAt: { $null: true } }] },
          ],
        },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: [
          'documentId',
          'reference',
          'name',
          'company',
          'enquiryStatus',
          'followUpOn',
          'firstResponseAt',
          'createdAt',
        ],
        populate: { owner: { select: ['id', 'email', 'blocked'] } },
      });
      type Entry = { email: string; overdue: OverdueRow[]; unanswered: DigestRow[]; doors: boolean };
      const byOwner = new Map<number, Entry>();
      const entryOf = (user: { id: number; email: string }): Entry =>
        byOwner.get(user.id) ?? { email: user.email, overdue: [], unanswered: [], doors: false };
      for (const row of candidates) {
        if (!row.owner || row.owner.blocked) continue;
        const entry = entryOf(row.owner);
        const followUp = row.followUpOn ? String(row.followUpOn).slice(0, 10) : null;
        if (followUp && followUp < today) entry.overdue.push({ ...row, followUp });
        if (
          isOverdueForAnswer(
            { createdAt: row.createdAt, firstResponseAt: row.firstResponseAt, status: row.enquiryStatus },
            at,
            zone,
          )
        )
          entry.unanswered.push(row);
        byOwner.set(row.owner.id, entry);
      }
      const doorProjects = await service('doors').attentionByProject();
      if (doorProjects.length) {
        const users: { id: number; email: string; isAdmin?: boolean | null; powers?: unknown }[] = await strapi.db
          .query(USER_UID)
          .findMany({
            where: { $or: [{ blocked: false }, { blocked: { $null: true } }] },
            select: ['id', 'email', 'isAdmin', 'powers'],
          });
        for (const user of users)
          if (can({ status: user.isAdmin === true, powers: normalizePowers(user.powers) }, 'doors.inspect'))
            byOwner.set(user.id, { ...entryOf(user), doors: true });
      }

      const origin = publicOrigin(strapi);
      const link = (row: { documentId: string }) =>
        `${origin}${staffLinkPath(`${DASHBOARD_PATH}/enquiries/${row.documentId}`)}`;
      const who = (row: Pick<DigestRow, 'reference' | 'name' | 'company'>) =>
        `${row.reference} ${row.name}${row.company ? ` (${row.company})` : ''}`;
      let sent = 0;
      const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
      for (const [ownerId, { email, overdue, unanswered, doors }] of byOwner) {
        if (!overdue.length && !unanswered.length && !doors) continue;
        const claimed = await service('rate-limits').claimOnce(
          'enquiry-digest',
          `${today}:${ownerId}`,
          new Date(at.getTime() + CLAIM_KEEP_MS),
        );
        if (!claimed) continue;
        const text = [
          `Good morning,`,
          '',
          ...(overdue.length
            ? [
                `Follow-ups overdue (${overdue.length}):`,
                ...overdue.flatMap((r) => [`- ${who(r)}: follow-up was due ${formatDate(r.followUp)}`, `  ${link(r)}`]),
                '',
              ]
            : []),
          ...(unanswered.length
            ? [
                `Unanswered for more than one working day (${unanswered.length}):`,
                ...unanswered.flatMap((r) => [
                  `- ${who(r)}: received ${formatDateTime(r.createdAt, zone)}`,
                  `  ${link(r)}`,
                ]),
                '',
              ]
            : []),
          ...(doors
            ? [
                `Fire doors to see to (${doorProjects.length} ${doorProjects.length === 1 ? 'project' : 'projects'}):`,
                ...doorProjects.flatMap((p) => [
                  `- ${p.project}: ${[p.overdue ? `${plural(p.overdue, 'door')} overdue for inspection` : '', p.defects ? `${plural(p.defects, 'door')} with open defects` : ''].filter(Boolean).join(', ')}`,
                  `  ${origin}${staffLinkPath(`${DASHBOARD_PATH}/doors?site=${p.siteId}`)}`,
                ]),
                '',
              ]
            : []),
          `All your enquiries: ${origin}${staffLinkPath(`${DASHBOARD_PATH}/enquiries`)}`,
        ].join('\n');
        await service('mailer').send({
          to: [email],
          subject: M.digestSubject(overdue.length, unanswered.length, doors ? doorProjects.length : 0),
          text,
          kind: 'enquiry-digest',
        });
        sent += 1;
      }
      digestDoneOn = today;
      return { sent };
    },
  };
};
