import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ENQUIRY_SERVICES,
  FUNNEL_STEPS,
  LEAD_CHANNELS,
  LOST_REASONS,
  PROJECT_TYPES,
  VALUE_BANDS,
  addDays,
  percent,
  startOfDayIn,
  weeksOf,
  type ChannelWeek,
  type FirstReplyRow,
  type InsightsReport,
  type LeadChannel,
  type ReportRange,
} from '@portfolio/contract';
import { companyTimeZone } from '../utils/time-zone';
import { columnOf, joinTableOf } from '../utils/db-metadata';
import { ENQUIRY_UID } from '../inbox/enquiries/service';
import { topPages } from './top-pages';

const USER_UID = 'plugin::users-permissions.user';

type Row = Record<string, string | number | null>;
const num = (v: unknown) => Number(v ?? 0);

/** Who asks: a status user sees every enquiry's figures, anyone else their own enquiries' (contract REPORT_RULES). */
export interface ReportViewer {
  id: number;
  all: boolean;
}

/**
 * The Reports screen's figures, each one grouped query in the database (SQLite and PostgreSQL alike;
 * nothing loads the enquiries into memory): enquiries received in the range (company time zone,
 * both days included; spam left out) per week and channel, per service and sector, the funnel (from
 * each enquiry's furthest step, `stageReached`), Lost by reason, win rate per channel, won value per
 * contract value band (VALUE_BANDS; the Won enquiries' recorded values), time to first
 * reply per owner (nearest-rank median and 90th percentile, by window functions), and the top pages
 * by views (installer_page_views) and by enquiries sent from them.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const col = (attribute: string) => columnOf(strapi, ENQUIRY_UID, attribute);
  const table = () => strapi.db.metadata.get(ENQUIRY_UID).tableName;
  const postgres = () => strapi.db.dialect.client === 'postgres';

  /** Milliseconds from `a` to `b` (two datetime columns) in SQL: SQLite stores them as ms, PostgreSQL as timestamps. */
  const msBetween = (a: string, b: string) =>
    postgres() ? `(extract(epoch from (${b} - ${a})) * 1000)` : `(${b} - ${a})`;

  return {
    async insights(range: ReportRange, viewer: ReportViewer): Promise<InsightsReport> {
      const zone = await companyTimeZone(strapi);
      const start = startOfDayIn(range.from, zone);
      const end = startOfDayIn(addDays(range.to, 1), zone);
      const owner = joinTableOf(strapi, ENQUIRY_UID, 'owner');
      const T = table();
      const c = {
        id: `${T}.id`,
        createdAt: `${T}.${col('createdAt')}`,
        status: `${T}.${col('enquiryStatus')}`,
        channel: `${T}.${col('channel')}`,
        service: `${T}.${col('service')}`,
        projectType: `${T}.${col('projectType')}`,
        lostReason: `${T}.${col('lostReason')}`,
        stage: `${T}.${col('stageReached')}`,
        firstResponseAt: `${T}.${col('firstResponseAt')}`,
        page: `${T}.${col('page')}`,
        wonValue: `${T}.${col('wonValue')}`,
      };
      /** The enquiries counted: received in the range, not spam, the viewer's own unless they see all. */
      const base = (): Knex.QueryBuilder => {
        const q = knex()(T)
          .where(c.createdAt, '>=', start)
          .andWhere(c.createdAt, '<', end)
          .andWhere(c.status, '<>', 'spam');
        if (!viewer.all)
          q.whereIn(
            c.id,
            knex()(owner.name).select(owner.joinColumn.name).where(owner.inverseJoinColumn.name, viewer.id),
          );
        return q;
      };

      // Enquiries per week (the Monday it starts on, company time) and channel: a CASE maps each
      // week's instants to its index, so the database groups by week without knowing time zones.
      const weeks = weeksOf(range);
      const bounds = weeks.map((w) => startOfDayIn(w, zone));
      const weekCase = knex().raw(
        `case ${bounds.map((_, i) => `when ?? >= ? ${i + 1 < bounds.length ? 'and ?? < ?' : ''} then ${i}`).join(' ')} end`,
        bounds.flatMap((b, i) =>
          i + 1 < bounds.length ? [c.createdAt, b, c.createdAt, bounds[i + 1]] : [c.createdAt, b],
        ),
      );
      // A won value's band (VALUE_BANDS' index; -1: no value recorded), the same way.
      const bandCase = knex().raw(
        `case when ?? is null then -1 ${VALUE_BANDS.map((b, i) => (Number.isFinite(b.max) ? `when ?? <= ${b.max} then ${i}` : `else ${i}`)).join(' ')} end`,
        [c.wonValue, ...VALUE_BANDS.filter((b) => Number.isFinite(b.max)).map(() => c.wonValue)],
      );
      const [perWeek, perService, perSector, perStage, lost, perChannel, perBand, replies, pages] = await Promise.all([
        base().select({ week: weekCase, channel: c.channel }).count({ n: '*' }).groupBy('week', c.channel) as Promise<
          Row[]
        >,
        base().select({ key: c.service }).count({ n: '*' }).groupBy(c.service) as Promise<Row[]>,
        base().select({ key: c.projectType }).count({ n: '*' }).groupBy(c.projectType) as Promise<Row[]>,
        base().select({ key: c.stage }).count({ n: '*' }).groupBy(c.stage) as Promise<Row[]>,
        base().where(c.status, 'lost').select({ key: c.lostReason }).count({ n: '*' }).groupBy(c.lostReason) as Promise<
          Row[]
        >,
        base()
          .select({ key: c.channel })
          .count({ n: '*' })
          .sum({ won: knex().raw('case when ?? = ? then 1 else 0 end', [c.status, 'won']) })
          .groupBy(c.channel) as Promise<Row[]>,
        base()
          .where(c.status, 'won')
          .select({ band: bandCase })
          .count({ n: '*' })
          .sum({ value: c.wonValue })
          .groupBy('band') as Promise<Row[]>,
        this.firstReplies(base, c, owner, msBetween(c.createdAt, c.firstResponseAt)),
        this.pages(base, c, range, viewer),
      ]);

      const weekRows: ChannelWeek[] = weeks.map((week) => ({
        week,
        total: 0,
        counts: Object.fromEntries(LEAD_CHANNELS.map((ch) => [ch, 0])) as Record<LeadChannel, number>,
      }));
      for (const r of perWeek) {
        const w = weekRows[num(r.week)];
        if (!w) continue;
        // Enquiries stored before sources were kept count as Direct.
        const ch = (LEAD_CHANNELS as readonly unknown[]).includes(r.channel) ? (r.channel as LeadChannel) : 'direct';
        w.counts[ch] += num(r.n);
        w.total += num(r.n);
      }
      const countOf = (rows: Row[], key: string | null) =>
        rows.filter((r) => (r.key ?? null) === key).reduce((n, r) => n + num(r.n), 0);
      const total = weekRows.reduce((n, w) => n + w.total, 0);

      const reachedAt = (i: number) => perStage.filter((r) => num(r.key) >= i).reduce((n, r) => n + num(r.n), 0);
      const funnel = FUNNEL_STEPS.map((step, i) => {
        const reached = reachedAt(i);
        return { step, reached, conversion: i === 0 ? null : percent(reached, reachedAt(i - 1)) };
      });
      const winRate = LEAD_CHANNELS.map((channel) => {
        const rows = perChannel.filter((r) => (r.key ?? 'direct') === channel);
        const enquiries = rows.reduce((n, r) => n + num(r.n), 0);
        const won = rows.reduce((n, r) => n + num(r.won), 0);
        return { channel, enquiries, won, rate: percent(won, enquiries) };
      });

      const bandRow = (i: number) => {
        const r = perBand.find((b) => num(b.band) === i);
        return { band: i < 0 ? null : VALUE_BANDS[i].label, won: num(r?.n), value: num(r?.value) };
      };
      const wonByBand = [...VALUE_BANDS.map((_, i) => bandRow(i)), bandRow(-1)];

      return {
        ...range,
        zone,
        ownOnly: !viewer.all,
        total,
        weeks: weekRows,
        byService: [...ENQUIRY_SERVICES, 'none' as const].map((service) => ({
          service,
          count: countOf(perService, service === 'none' ? null : service),
        })),
        bySector: PROJECT_TYPES.map((sector) => ({ sector, count: countOf(perSector, sector) })),
        funnel,
        lostByReason: LOST_REASONS.map((reason) => ({ reason, count: countOf(lost, reason) })),
        winRate,
        wonByBand,
        firstReply: replies,
        ...pages,
      };
    },

    /**
     * Time to first reply per owner over the replied enquiries: each enquiry's duration ranked within
     * its owner (window functions), then the nearest-rank median (rank ⌈n/2⌉) and 90th percentile
     * (rank ⌈0.9n⌉) picked out, all in one query.
     */
    async firstReplies(
      base: () => Knex.QueryBuilder,
      c: Record<string, string>,
      owner: ReturnType<typeof joinTableOf>,
      duration: string,
    ): Promise<FirstReplyRow[]> {
      const users = strapi.db.metadata.get(USER_UID).tableName;
      const ranked = base()
        .whereNotNull(c.firstResponseAt)
        .leftJoin(owner.name, `${owner.name}.${owner.joinColumn.name}`, c.id)
        .leftJoin(users, `${users}.id`, `${owner.name}.${owner.inverseJoinColumn.name}`)
        .select({
          owner: `${users}.email`,
          ms: knex().raw(duration),
          rn: knex().raw(`row_number() over (partition by ${users}.email order by ${duration})`),
          n: knex().raw(`count(*) over (partition by ${users}.email)`),
        });
      const rows: Row[] = await knex()
        .from(ranked.as('ranked'))
        .select('owner')
        .max({ n: 'n' })
        .max({
          medianMs: knex().raw('case when rn = (n + 1) / 2 then ms end'),
          p90Ms: knex().raw('case when rn = (9 * n + 9) / 10 then ms end'),
        })
        .groupBy('owner');
      return rows
        .map((r) => ({
          owner: (r.owner as string | null) ?? null,
          replied: num(r.n),
          medianMs: Math.round(num(r.medianMs)),
          p90Ms: Math.round(num(r.p90Ms)),
        }))
        .sort((a, b) => (a.owner ?? '\uffff').localeCompare(b.owner ?? '\uffff'));
    },

    /** The top pages by views and by enquiries sent from them (top-pages.ts). */
    pages: (base: () => Knex.QueryBuilder, c: Record<string, string>, range: ReportRange, viewer: ReportViewer) =>
      topPages(strapi, base, c, range, viewer),
  };
};
