import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { EnquiryService, EnquiryStatus, EnquiryStatusChange, ProjectType } from '@portfolio/contract';
import { USER_UID } from '../../accounts/users';
import { getService } from '../../utils/get-service';
import { ENQUIRY_UID } from './service';

/**
 * The demo's sales desk: a few dozen enquiries across every status, three owners (and some not yet
 * assigned) and ages from today back four months, each with a history that walks its pipeline, so the
 * desk, its filters, the overdue follow-ups and the morning digest have something real to show.
 * Written straight to the table (no emails go out); demo only (services/seed).
 */
const SALES_STAFF = [
  { email: 'priya.rao@buildcraft.example', name: 'Priya Rao' },
  { email: 'karan.mehta@buildcraft.example', name: 'Karan Mehta' },
];

const PEOPLE: Array<[string, string | null, string, string]> = [
  ['Anita Desai', 'St. Xavier’s College', 'Maharashtra', 'Mumbai'],
  ['Rahul Verma', 'Lotus Multispeciality Hospital', 'Telangana', 'Hyderabad'],
  ['Sneha Iyer', 'Canara Co-operative Bank', 'Karnataka', 'Mangaluru'],
  ['Vikram Singh', 'Northgate Software Park', 'Delhi', 'New Delhi'],
  ['Fatima Sheikh', 'Municipal Corporation, Surat', 'Gujarat', 'Surat'],
  ['Joseph Mathew', 'Marian Residency', 'Kerala', 'Kochi'],
  ['Deepa Krishnan', null, 'Tamil Nadu', 'Chennai'],
  ['Arvind Nair', 'Sunrise Public School', 'Kerala', 'Thiruvananthapuram'],
  ['Meenal Joshi', 'Apex Diagnostics', 'Maharashtra', 'Pune'],
  ['Suresh Babu', 'Harbour Logistics', 'Tamil Nadu', 'Chennai'],
  ['Kavita Reddy', 'Green Meadows Villas', 'Telangana', 'Hyderabad'],
  ['Imran Qureshi', 'District Court Complex', 'Karnataka', 'Mysuru'],
];
/** What demo visitors ask: service, project type, area (sq ft), message (the insights demo's enquiries too). */
export const DEMO_ASKS: Array<[EnquiryService, ProjectType, number | null, string]> = [
  [
    'fire-doors',
    'healthcare',
    null,
    'We need 60-minute fire doors for two new ward floors, about 80 doors with vision panels.',
  ],
  ['interiors', 'educational', 24000, 'Fit-out of a new library and two lecture halls before the next academic year.'],
  [
    'design-and-build',
    'corporate',
    60000,
    'A design-and-build proposal for a four-storey office block on our own plot.',
  ],
  ['interiors', 'bank', 3500, 'Refurbishment of a branch: counters, strong room doors and a customer lounge.'],
  [
    'fire-doors',
    'government',
    null,
    'Tender enquiry: steel fire doors for a records room and stair cores, 90 minutes.',
  ],
  ['interiors', 'residential', 2800, 'Interiors for a 3-bedroom apartment: wardrobes, kitchen and a study.'],
  ['manufacturing', 'educational', null, 'Classroom furniture for 40 rooms: desks, benches and teacher tables.'],
  [
    'design-and-build',
    'healthcare',
    45000,
    'A diagnostic centre building with its interiors, from approvals to handover.',
  ],
  ['fire-doors', 'residential', null, 'Fire-rated main doors for a 120-apartment tower, timber finish.'],
  ['other', 'other', null, 'Do you take maintenance contracts for fire doors you did not install?'],
];
/** Status, days ago it arrived, follow-up due in (days from today; negative: overdue). */
const PIPELINE: Array<[EnquiryStatus, number, number | null]> = [
  ['new', 0, null],
  ['new', 1, null],
  ['new', 3, null],
  ['new', 6, null],
  ['contacted', 2, 3],
  ['contacted', 8, -2],
  ['contacted', 12, 1],
  ['contacted', 19, -6],
  ['qualified', 10, 5],
  ['qualified', 21, -1],
  ['qualified', 33, 7],
  ['qualified', 44, -9],
  ['proposal', 18, 2],
  ['proposal', 29, -4],
  ['proposal', 41, 10],
  ['proposal', 57, -12],
  ['won', 36, null],
  ['won', 62, null],
  ['won', 88, null],
  ['won', 115, null],
  ['lost', 40, null],
  ['lost', 71, null],
  ['lost', 96, null],
  ['lost', 124, null],
  ['spam', 4, null],
  ['spam', 27, null],
  ['contacted', 48, null],
  ['qualified', 66, 14],
  ['proposal', 80, -20],
  ['new', 9, null],
  ['won', 140, null],
  ['lost', 150, null],
];
const WALK: EnquiryStatus[] = ['new', 'contacted', 'qualified', 'proposal'];
const LOST_REASONS = ['price', 'timing', 'scope', 'no-response'] as const;

const DAY = 86_400_000;
/** A won demo enquiry's contract value: ₹2.4 crore to ₹18 crore. */
const wonValueOf = (i: number) => (2 + ((i * 37) % 16)) * 1_20_00_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const seedDemoEnquiries = async (strapi: Core.Strapi) => {
  const owners: Array<{ id: number; email: string } | null> = [];
  const admin = await strapi.db.query(USER_UID).findOne({ where: { isAdmin: true }, orderBy: { id: 'asc' } });
  if (admin) owners.push({ id: admin.id, email: admin.email });
  for (const staff of SALES_STAFF) {
    const found = await strapi.db.query(USER_UID).findOne({ where: { email: staff.email } });
    const user =
      found ??
      (await getService('users').create(staff.email, crypto.randomBytes(18).toString('base64url'), { isAdmin: true }));
    owners.push({ id: user.id, email: staff.email });
  }
  owners.push(null);

  const now = Date.now();
  for (const [i, [status, daysAgo, followUp]] of PIPELINE.entries()) {
    const [name, company, state, city] = PEOPLE[i % PEOPLE.length];
    const [service, projectType, area, message] = DEMO_ASKS[(i * 7) % DEMO_ASKS.length];
    const owner = status === 'spam' || (status === 'new' && i % 2 === 0) ? null : owners[i % owners.length];
    const arrived = now - daysAgo * DAY - (i % 9) * 3_600_000;
    // The history walks the pipeline up to where the enquiry is now (won and lost after a proposal).
    const steps: EnquiryStatus[] =
      status === 'spam'
        ? ['new', 'spam']
        : status === 'won' || status === 'lost'
          ? [...WALK, status]
          : WALK.slice(0, WALK.indexOf(status) + 1);
    const span = Math.max(1, daysAgo) * DAY;
    const history: EnquiryStatusChange[] = steps.map((s, k) => ({
      status: s,
      at: new Date(arrived + (k ? (span * k) / steps.length : 0)).toISOString(),
      by: k && owner ? owner.email : null,
      ...(s === 'lost' ? { lostReason: LOST_REASONS[i % LOST_REASONS.length] } : {}),
      ...(s === 'won' ? { wonValue: wonValueOf(i) } : {}),
    }));
    const reference = await getService('enquiries').nextReference(new Date(arrived));
    await strapi.db.query(ENQUIRY_UID).create({
      data: {
        name,
        company,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
        phone: `+91 98${String(45000000 + i * 7919).slice(0, 8)}`,
        service,
        projectType,
        state,
        city,
        area,
        message,
        reference,
        enquiryStatus: status,
        lostReason: status === 'lost' ? LOST_REASONS[i % LOST_REASONS.length] : null,
        wonValue: status === 'won' ? wonValueOf(i) : null,
        statusHistory: history,
        owner: owner?.id ?? null,
        followUpOn: followUp === null ? null : isoDay(now + followUp * DAY),
        firstResponseAt: status === 'new' || status === 'spam' ? null : new Date(arrived + 5 * 3_600_000).toISOString(),
        readAt: status === 'new' && i % 3 === 0 ? null : new Date(arrived + 3_600_000).toISOString(),
        linkCount: status === 'spam' ? 5 : 0,
        createdAt: new Date(arrived).toISOString(),
        updatedAt: new Date(history[history.length - 1].at).toISOString(),
      },
    });
  }
};
