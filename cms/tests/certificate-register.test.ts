import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_API, DOCUMENT_MESSAGES as M, apiPath, type DocumentItem } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { pdf } from '@portfolio/testkit/documents';
import { file, form } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel, createUser } from '@portfolio/testkit/users';

let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let otherStatusEmail: string;

/** A day `days` from today in the company's time zone (India), as YYYY-MM-DD. */
const day = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const upload = (fields: Record<string, string>) =>
  admin.post(
    DOCUMENTS_API.documents,
    form({ category: 'certificate', ...fields, file: file(pdf(fields.title), 'c.pdf', 'application/pdf') }),
  );

beforeAll(async () => {
  smtp = await startSmtp();
  // The register's job every second here (daily in production): each test waits for what it sends.
  server = await startServer({ ...smtp.env('website@example.com'), CERTIFICATE_REMINDER_CRON: '* * * * * *' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const other = await createUser(admin);
  await (await adminPanel(server.url)).updateUser(other.id, { isAdmin: true });
  otherStatusEmail = other.email;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('the certificate register', () => {
  it('stores issuer, issue and expiry dates, and refuses impossible ones', async () => {
    const res = await upload({
      title: 'ISO 9001',
      issuer: ' TÜV SÜD ',
      number: ' QMS 2024 0147 ',
      issuedOn: '2024-03-01',
      expiresOn: day(400),
    });
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({
      issuer: 'TÜV SÜD',
      number: 'QMS 2024 0147',
      issuedOn: '2024-03-01',
      expiresOn: day(400),
      validity: 'valid',
    });
    const before = (await admin.get(DOCUMENTS_API.documents)).body.documents.length;
    expect(await upload({ title: 'Bad', number: 'x'.repeat(81) })).toMatchObject({
      status: 400,
      body: { message: M.numberTooLong },
    });
    expect(await upload({ title: 'Bad', expiresOn: '2026-02-30' })).toMatchObject({
      status: 400,
      body: { message: M.expiresOnInvalid },
    });
    expect(await upload({ title: 'Bad', issuedOn: '2026-05-01', expiresOn: '2026-04-01' })).toMatchObject({
      status: 400,
      body: { message: M.expiresBeforeIssued },
    });
    expect(await admin.put(DOCUMENTS_API.document(res.body.document._id), { issuedOn: 'yesterday' })).toMatchObject({
      status: 400,
      body: { message: M.issuedOnInvalid },
    });
    expect((await admin.get(DOCUMENTS_API.documents)).body.documents.length).toBe(before);
    // An update that leaves the register's fields out keeps them.
    const renamed = await admin.put(DOCUMENTS_API.document(res.body.document._id), { title: 'ISO 9001:2015' });
    expect(renamed.body.document).toMatchObject({
      title: 'ISO 9001:2015',
      issuer: 'TÜV SÜD',
      number: 'QMS 2024 0147',
      expiresOn: day(400),
    });
  });

  it('emails every status user once when a certificate comes within 60 days, again within 30 and within 7, never for one far off', async () => {
    const soon = (await upload({ title: 'Fire NOC', issuer: 'Fire department', expiresOn: day(20) })).body
      .document as DocumentItem;
    const sooner = (await upload({ title: 'BIS licence', expiresOn: day(5) })).body.document as DocumentItem;
    await upload({ title: 'ISO 14001', expiresOn: day(90) });
    const later = (await upload({ title: 'Fire insurance', expiresOn: day(50) })).body.document as DocumentItem;
    expect(soon.validity).toBe('expiring');
    expect(later.validity).toBe('expiring');
    await smtp.waitFor((m) => m.subject === 'Certificate expiring in 50 days: Fire insurance');

    const first = await smtp.waitFor((m) => m.subject.includes('Fire NOC'));
    expect(first.subject).toBe('Certificate expiring in 20 days: Fire NOC');
    expect(first.to.sort()).toEqual([ADMIN.email, otherStatusEmail.toLowerCase()].sort());
    expect(first.text).toContain(`/installer?next=${encodeURIComponent('/installer/dashboard/certificates')}`);
    await smtp.waitFor((m) => m.subject === 'Certificate expiring in 5 days: BIS licence');

    // Moving the expiry date starts the reminders over: 7 days out now, one more email.
    await admin.put(DOCUMENTS_API.document(soon._id), { expiresOn: day(6) });
    await smtp.waitFor((m) => m.subject === 'Certificate expiring in 6 days: Fire NOC');
    // By the time a later document's reminder arrives, the job has run again and again: nothing twice.
    await upload({ title: 'Lift licence', expiresOn: day(3) });
    await smtp.waitFor((m) => m.subject.includes('Lift licence'));
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('Fire NOC'))).toHaveLength(2);
    expect(subjects.filter((s) => s.includes('BIS licence'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('Fire insurance'))).toHaveLength(1);
    expect(subjects.some((s) => s.includes('ISO 14001') || s.includes('ISO 9001'))).toBe(false);
    expect(sooner.validity).toBe('expiring');
  });

  it('shows an expired certificate as Expired on the public page, or leaves it out when the settings say so; the overview lists what expires soon', async () => {
    const expired = (await upload({ title: 'Old test report', expiresOn: day(-1) })).body.document as DocumentItem;
    expect(expired.validity).toBe('expired');
    const publicDocs = async () =>
      (await (await fetch(`${server.url}${apiPath('public.certifications')}`)).json()).documents as DocumentItem[];
    expect((await publicDocs()).find((d) => d.title === 'Old test report')).toMatchObject({ validity: 'expired' });
    const html = await (await fetch(`${server.url}/certifications`)).text();
    expect(html).toMatch(/Old test report[\s\S]*?Expired/);

    const overview = (await admin.get(apiPath('dashboard.overview'))).body;
    expect(overview.expiringCertificates.map((d: DocumentItem) => d.title)).toEqual(
      expect.arrayContaining(['Old test report', 'Lift licence', 'BIS licence', 'Fire NOC']),
    );
    expect(overview.expiringCertificates.map((d: DocumentItem) => d.title)).not.toContain('ISO 14001');

    await (await adminPanel(server.url)).updateSiteSettings({ hideExpiredCertificates: true });
    expect((await publicDocs()).map((d) => d.title)).not.toContain('Old test report');
    expect((await publicDocs()).map((d) => d.title)).toContain('ISO 9001:2015');
  });
});
