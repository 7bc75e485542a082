import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  ENQUIRY_SERVICES,
  FUNNEL_STEPS,
  LOST_REASONS,
  PROJECT_TYPES,
  addDays,
  dayInZone,
  enquiryReference,
  leadChannel,
  yearIn,
  type EnquiryStatus,
  type EnquiryStatusChange,
} from '@portfolio/contract';
import { ENQUIRY_UID } from '../inbox/enquiries/service';
import { DEMO_ASKS } from '../inbox/enquiries/demo';
import { companyTimeZone } from '../utils/time-zone';
import { getService } from '../utils/get-service';

const USER_UID = 'plugin::users-permissions.user';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A small deterministic random source, so the demo is the same on every first start. */
const randomOf = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const SOURCES = [
  { weight: 30, referrerHost: null, utm: null },
  { weight: 25, referrerHost: 'google.com', utm: null },
  { weight: 6, referrerHost: 'bing.com', utm: null },
  { weight: 10, referrerHost: 'linkedin.com', utm: null },
  { weight: 8, referrerHost: 'wa.me', utm: null },
  { weight: 7, referrerHost: 'architectsdirectory.in', utm: null },
  { weight: 10, referrerHost: 'google.com', utm: ['google', 'cpc', 'fire-doors-2026'] },
  { weight: 4, referrerHost: null, utm: ['newsletter', 'email', 'quarterly-update'] },
] as const;
const PAGES = [
  ['/', 40],
  ['/firedoors', 22],
  ['/designandbuild', 16],
  ['/manufacturing', 9],
  ['/projects', 18],
  ['/about-us', 8],
  ['/certifications', 6],
  ['/contact', 14],
  ['/projects/clients', 7],
  ['/career', 5],
  ['/press-awards-testimonials', 3],
  ['/projects/healthcare', 6],
  ['/projects/educational', 5],
  ['/projects/bank', 4],
] as const;
const NAMES = ['Asha', 'Vikram', 'Meera', 'Rahul', 'Farida', 'Joseph', 'Lakshmi', 'Imran', 'Priya', 'Arjun'];
const SURNAMES = ['Rao', 'Iyer', 'Shah', 'Menon', 'Khan', 'Das', 'Nair', 'Gupta', 'Pillai', 'Singh'];
const COMPANIES = ['Sunrise Hospitals', 'Metro Bank', 'Greenfield School', 'Apex Offices', 'City Health Trust'];

/**
 * The demo's insights: a year of enquiries (about 400) across sources, services, sectors, statuses
 * and owners (the dashboard users there are), with replies and lost reasons, and a year of daily
 * page views, so the Reports screen is worth opening on a first `npm start`. Written through the
 * query engine with their own dates; references continue the year's sequence.
 */
export const seedDemoInsights = async (strapi: Core.Strapi, count = 400) => {
  const random = randomOf(51);
  // Won contract values from their own sequence (the rest of the demo stays as it was): ₹40 lakh to
  // ₹60 crore, spread evenly on a log scale, one in ten not recorded.
  const values = randomOf(52);
  const wonValueOf = () => (values() < 0.1 ? null : Math.round((4e6 * 150 ** values()) / 1e5) * 1e5);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const weighted = <T extends { weight: number } | readonly [string, number]>(list: readonly T[]): T => {
    const weightOf = (x: T) =>
      Array.isArray(x) ? (x as readonly [string, number])[1] : (x as { weight: number }).weight;
    let n = random() * list.reduce((sum, x) => sum + weightOf(x), 0);
    for (const x of list) if ((n -= weightOf(x)) < 0) return x;
    return list[0];
  };
  const zone = await companyTimeZone(strapi);
  const now = Date.now();
  const owners: { id: number; email: string }[] = await strapi.db
    .query(USER_UID)
    .findMany({ select: ['id', 'email'], limit: 4 });

  const created = Array.from({ length: count }, () => now - Math.floor(random() ** 1.3 * 365 * DAY)).sort(
    (a, b) => a - b,
  );
  for (const at of created) {
    const source = weighted(SOURCES);
    const landingPage = weighted(PAGES)[0];
    const utm = source.utm;
    const channel = leadChannel({
      referrerHost: source.referrerHost,
      utmSource: utm?.[0] ?? null,
      utmMedium: utm?.[1] ?? null,
      utmCampaign: utm?.[2] ?? null,
    });
    const age = now - at;
    // The last two weeks are still being worked; older ones have moved on; after three months they are closed.
    let progress: number;
    let lost = false;
    if (age < 14 * DAY) progress = Math.floor(random() * 3);
    else if (age < 90 * DAY) {
      progress = 1 + Math.floor(random() * 4);
      lost = progress < 4 && random() < 0.35;
    } else {
      progress = random() < 0.3 ? 4 : 1 + Math.floor(random() * 3);
      lost = progress < 4;
    }
    const status: EnquiryStatus = lost ? 'lost' : FUNNEL_STEPS[progress];
    // Nothing after now: a recent enquiry's steps and reply fall between its arrival and now.
    const step = Math.min(3 * DAY, age / (progress + 3));
    const history: EnquiryStatusChange[] = FUNNEL_STEPS.slice(0, progress + 1).map((s, i) => ({
      status: s,
      at: new Date(at + i * step).toISOString(),
      by: null,
    }));
    const lostReason = lost ? pick(LOST_REASONS) : null;
    if (lost)
      history.push({
        status: 'lost',
        at: new Date(at + (progress + 1) * step).toISOString(),
        by: null,
        lostReason: lostReason!,
      });
    const wonValue = status === 'won' ? wonValueOf() : null;
    if (wonValue) history[history.length - 1].wonValue = wonValue;
    const replied = progress > 0 || lost;
    const year = yearIn(new Date(at), zone);
    const reference = enquiryReference(year, await getService('sequences').next(`enquiry:${year}`));
    const page = random() < 0.6 ? weighted(PAGES)[0] : '/contact';
    // Drawn in this order (the demo is the same on every first start).
    const [first, last] = [pick(NAMES), pick(SURNAMES)];
    const company = random() < 0.7 ? pick(COMPANIES) : null;
    const mailbox = Math.floor(random() * 1e6);
    const service = random() < 0.85 ? pick(ENQUIRY_SERVICES) : null;
    const projectType = pick(PROJECT_TYPES);
    const owner = owners.length && random() < 0.9 ? pick(owners) : null;
    // What they asked: one of the sales desk's demo messages for the service (no random draw).
    const asks = DEMO_ASKS.filter(([s]) => s === (service ?? 'other'));
    const message = (asks.length ? asks : DEMO_ASKS)[mailbox % (asks.length || DEMO_ASKS.length)][3];
    // Each step after New was made by the owner (nobody's: the website's).
    for (const h of history.slice(1)) h.by = owner?.email ?? null;
    await strapi.db.query(ENQUIRY_UID).create({
      data: {
        documentId: crypto.randomBytes(12).toString('hex').slice(0, 24),
        name: `${first} ${last}`,
        company,
        email: `${first}.${last}.${mailbox % 1000}@example.com`.toLowerCase(),
        service,
        projectType,
        message,
        page,
        reference,
        enquiryStatus: status,
        stageReached: progress,
        lostReason,
        wonValue,
        statusHistory: history,
        owner: owner?.id ?? null,
        firstResponseAt: replied
          ? new Date(Math.min(now - 60_000, at + Math.floor((0.3 + random() ** 2 * 40) * HOUR)))
          : null,
        readAt: new Date(at + HOUR),
        linkCount: 0,
        landingPage,
        referrerHost: source.referrerHost,
        utmSource: utm?.[0] ?? null,
        utmMedium: utm?.[1] ?? null,
        utmCampaign: utm?.[2] ?? null,
        channel,
        createdAt: new Date(at),
        updatedAt: new Date(at),
        publishedAt: new Date(at),
      },
    });
  }

  // A year of daily views per page, more on weekdays and growing through the year.
  const today = dayInZone(new Date(now), zone);
  const rows: { day: string; path: string; views: number }[] = [];
  for (let d = 364; d >= 0; d--) {
    const day = addDays(today, -d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const factor = (weekday === 0 || weekday === 6 ? 0.5 : 1) * (0.7 + (0.6 * (364 - d)) / 364);
    for (const [path, weight] of PAGES)
      rows.push({ day, path, views: Math.round(weight * 3 * factor * (0.6 + random() * 0.8)) });
  }
  await getService('page-views').addViews(rows);
};
