import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { ApplicationStatus, ApplicationStatusChange, JobValues, LeadChannel } from '@portfolio/contract';
import { USER_UID } from '../accounts/users';
import { demoPdfParts } from '../demo/pdf-parts';
import { h, renderPdf } from '../pdf/render';
import { base } from '../pdf/styles';
import { APPLICATION_CV_UID, APPLICATION_UID } from '../inbox/applications/service';
import { getService } from '../utils/get-service';

/**
 * The demo's careers: openings a design-and-build firm with its own factory advertises (one of them
 * closed), and a dozen applications across the hiring pipeline, each with a one-page CV made from its
 * data, so /career lists real openings and the dashboard's Applications inbox has something to work.
 * Written straight to the tables (no emails go out); demo only (services/seed).
 */
const OPENINGS: JobValues[] = [
  {
    title: 'Site Engineer (Civil)',
    state: 'Karnataka',
    city: 'Bengaluru',
    employmentType: 'FULL_TIME',
    description:
      'Run the daily work on an institutional design-and-build site: set-out, quality checks, measurements and the site diary, with our project manager and the client’s engineer. B.E. or diploma in civil engineering and 3 to 6 years on building sites; AutoCAD and a working knowledge of IS codes.',
    closingDate: null,
    open: true,
  },
  {
    title: 'Project Manager, Interiors',
    state: 'Maharashtra',
    city: 'Mumbai',
    employmentType: 'FULL_TIME',
    description:
      'Lead corporate and bank fit-outs from handover of the shell to the client’s move-in: programme, subcontractors, procurement from our factory and the weekly client meeting. 8+ years in interior fit-out, at least 3 as the project lead.',
    closingDate: null,
    open: true,
  },
  {
    title: 'Interior Designer',
    state: 'Maharashtra',
    city: 'Pune',
    employmentType: 'FULL_TIME',
    description:
      'Develop concepts into working drawings and finish schedules for schools, hospitals and offices, and detail the joinery our factory makes. A degree in interior design or architecture, 2 to 5 years of practice, SketchUp and AutoCAD.',
    closingDate: null,
    open: true,
  },
  {
    title: 'CNC Operator, Door Factory',
    state: 'Karnataka',
    city: 'Bengaluru',
    employmentType: 'FULL_TIME',
    description:
      'Set and run the CNC router and edge bander on our fire-door line in Peenya: leaves, frames and vision-panel cut-outs to drawing and tolerance. ITI in carpentry or machining and 2 years on a panel-processing machine; shifts.',
    closingDate: null,
    open: true,
  },
  {
    title: 'Quantity Surveyor',
    state: 'Telangana',
    city: 'Hyderabad',
    employmentType: 'CONTRACT',
    description:
      'Take-offs, bills of quantities and running-bill measurements for a twelve-storey office fit-out, for the length of the project.',
    closingDate: null,
    open: false,
  },
];

/** What each opening's applicants studied, by opening. */
const STUDIED = [
  'B.E. Civil Engineering, Visvesvaraya Technological University',
  'B.E. Civil Engineering; PG Diploma in Construction Management, NICMAR',
  'B.Des Interior Design, MIT Institute of Design',
  'ITI Carpenter, Government ITI Peenya',
  'B.E. Civil Engineering; RICS Associate',
];

/** Name, the opening (index), status, days ago, channel, their experience: [years, role, employer]. */
const APPLICANTS: Array<[string, number, ApplicationStatus, number, LeadChannel, Array<[string, string, string]>]> = [
  ['Rohit Kulkarni', 0, 'new', 1, 'search', [['2021–', 'Site Engineer', 'Prestige Builders']]],
  ['Ayesha Khan', 0, 'shortlisted', 6, 'referral', [['2019–', 'Junior Engineer', 'L&T Construction']]],
  ['Manoj Pillai', 0, 'interview', 12, 'direct', [['2018–', 'Site Engineer', 'Sobha Limited']]],
  ['Priyanka Das', 0, 'rejected', 20, 'social', [['2023–', 'Trainee Engineer', 'Brigade Group']]],
  ['Sandeep Rao', 1, 'new', 2, 'search', [['2014–', 'Project Manager', 'Space Matrix']]],
  ['Neha Bhatt', 1, 'interview', 9, 'referral', [['2015–', 'Senior Project Lead', 'JLL Project Services']]],
  ['Arjun Menon', 1, 'offer', 24, 'direct', [['2012–', 'Fit-out Manager', 'CBRE']]],
  ['Kritika Sharma', 2, 'new', 0, 'social', [['2022–', 'Interior Designer', 'Studio Lotus']]],
  ['Farhan Ali', 2, 'shortlisted', 5, 'search', [['2020–', 'Design Associate', 'Morphogenesis']]],
  ['Lakshmi Narayan', 3, 'hired', 40, 'referral', [['2019–', 'CNC Operator', 'Greenply Industries']]],
  ['Ravi Teja', 3, 'new', 3, 'whatsapp', [['2021–', 'Machine Operator', 'Century Plyboards']]],
  ['Divya Hegde', 4, 'rejected', 55, 'email', [['2017–', 'Quantity Surveyor', 'Tata Projects']]],
];
const WALK: ApplicationStatus[] = ['new', 'shortlisted', 'interview', 'offer'];
const DAY = 86_400_000;

const cvPdf = async (
  name: string,
  email: string,
  phone: string,
  jobIndex: number,
  past: [string, string, string][],
) => {
  const applying = OPENINGS[jobIndex];
  const { Document, Page, Text, footer, heading, table } = await demoPdfParts();
  return renderPdf(
    h(
      Document,
      { title: `${name}, CV`, author: name, producer: 'Demo seed' },
      h(
        Page,
        { size: 'A4', style: base.page },
        h(Text, { style: base.h1 }, name),
        h(Text, { style: base.small }, `${email} · ${phone} · ${applying.city}, ${applying.state}`),
        heading('Profile'),
        h(
          Text,
          null,
          `Applying for ${applying.title}. ${past[0][1]} at ${past[0][2]} since ${past[0][0].slice(0, 4)}, on institutional and commercial projects.`,
        ),
        heading('Experience'),
        table([['Years', 'Role', 'Employer'], ...past], ['18%', '42%', '40%']),
        heading('Education'),
        h(Text, null, STUDIED[jobIndex]),
        footer(`${name}, CV`),
      ),
    ),
  );
};

export const seedDemoCareers = async (strapi: Core.Strapi) => {
  const jobs = [];
  for (const opening of OPENINGS) jobs.push(await getService('jobs').create(opening));
  const owner = await strapi.db.query(USER_UID).findOne({ where: { isAdmin: true }, orderBy: { id: 'asc' } });
  const now = Date.now();
  for (const [i, [name, jobIndex, status, daysAgo, channel, past]] of APPLICANTS.entries()) {
    const job = jobs[jobIndex];
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
    const phone = `+91 97${String(41123457 + i * 6113).slice(0, 8)}`;
    const arrived = now - daysAgo * DAY - (i % 7) * 3_600_000;
    const steps: ApplicationStatus[] =
      status === 'hired'
        ? [...WALK, 'hired']
        : status === 'rejected'
          ? ['new', 'rejected']
          : WALK.slice(0, WALK.indexOf(status) + 1);
    const history: ApplicationStatusChange[] = steps.map((s, k) => ({
      status: s,
      at: new Date(arrived + (k * Math.max(1, daysAgo) * DAY) / (steps.length + 1)).toISOString(),
      by: k && owner ? owner.email : null,
    }));
    const bytes = await cvPdf(name, email, phone, jobIndex, past);
    const created = await strapi.db.query(APPLICATION_UID).create({
      data: {
        name,
        email,
        phone,
        message: `I would like to apply for the ${job.title} opening in ${job.city}. My CV is attached.`,
        applicationStatus: status,
        statusHistory: history,
        owner: status === 'new' ? null : (owner?.id ?? null),
        jobId: job.documentId,
        jobTitle: job.title,
        cvFileName: `${name.replace(/\s+/g, '-')}-CV.pdf`,
        cvMime: 'application/pdf',
        cvSize: bytes.length,
        cvSha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        channel,
        landingPage: `/career/${job.slug}`,
        createdAt: new Date(arrived).toISOString(),
        updatedAt: history[history.length - 1].at,
      },
    });
    await strapi.db
      .query(APPLICATION_CV_UID)
      .create({ data: { applicationId: created.documentId, data: bytes.toString('base64') } });
  }
};
