import { describe, expect, it } from 'vitest';
import { API, ENQUIRY_LIMITS, ENQUIRY_MESSAGES as M, type EnquiryListResponse } from '@portfolio/contract';
import type { Mail } from '@portfolio/testkit/smtp';
import { expectAccessible, hydrated, mailboxUrl, useBrowser } from './helpers/browser';
import { addUserApi, adminApi, openNav, signInUi } from './helpers/app';

const browser = useBrowser();
const COMPANY = 'Buildcraft Interiors & Infra';

/** The first email the app's SMTP server received (global setup) that matches. */
const mailWhere = async (pred: (mail: Mail) => boolean, what: string, timeoutMs = 30_000): Promise<Mail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails: Mail[] = await (await fetch(mailboxUrl())).json();
    const found = mails.find(pred);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email ${what}; received: ${mails.map((m) => m.subject).join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** The visitor's side end to end: enquire from /firedoors, then staff assign, reply and win it. */
describe('a visitor enquires from /firedoors and the sales desk wins it', () => {
  it('prefills fire doors, shows the reference and emails it; staff assign, reply (the visitor receives it) and mark it Won', async () => {
    const visitor = {
      name: 'Farah Doors',
      email: 'farah-doors@example.com',
      message: 'Sixty FD60 fire doors for a hospital block in Pune.',
    };
    const seller = { email: 'seller-doors@example.com', password: 'A-long-seller-password-1' };
    await addUserApi(await adminApi(), seller.email, seller.password);

    const page = await browser.newPage();
    await page.goto('/firedoors');
    await page
      .getByRole('region', { name: 'Planning a new space?' })
      .getByRole('link', { name: 'Send an enquiry' })
      .click();
    await page.waitForURL('**/contact?**');
    await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
    await hydrated(page);
    expect(await page.getByLabel('Service').inputValue()).toBe('fire-doors');
    await page
      .getByRole('region', { name: 'How we use your details' })
      .getByRole('link', { name: 'Read our privacy notice' })
      .waitFor();
    await expectAccessible(page);

    const started = Date.now();
    await page.getByLabel('Name').fill(visitor.name);
    await page.getByLabel('Company').fill('Pune Care Hospitals');
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Phone').fill('+91 98220 12345');
    await page.getByLabel('Project type').selectOption('healthcare');
    await page.getByLabel('Message').fill(visitor.message);
    const left = ENQUIRY_LIMITS.minFillMs + 300 - (Date.now() - started);
    if (left > 0) await page.waitForTimeout(left);
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    const thanks = page.getByRole('status');
    await thanks.getByText(M.sent).waitFor();
    const reference = (await thanks.locator('strong').textContent())!;
    expect(reference).toMatch(/^ENQ-\d{4}-\d{4}$/);
    await thanks.getByRole('heading', { name: 'What happens next' }).waitFor();
    await expectAccessible(page);

    const confirmation = await mailWhere(
      (m) => m.to.includes(visitor.email) && m.subject === M.confirmationSubject(reference, COMPANY),
      'confirming the enquiry',
    );
    expect(confirmation.text).toContain(`Your reference is ${reference}`);
    // Fixed text and the reference only: nothing the form was given goes back to the address typed.
    for (const typed of [visitor.name, visitor.message, 'Pune Care Hospitals'])
      expect(confirmation.text).not.toContain(typed);
    const toStaff = await mailWhere(
      (m) => m.subject === `New enquiry from ${visitor.name} (Pune Care Hospitals)`,
      'telling the staff',
    );
    expect(toStaff.text).toContain('Service: Fire doors');
    expect(toStaff.text).toContain(`Reference: ${reference}`);

    // Staff: the enquiry in the inbox, with its service; assign it, reply, win it.
    const staff = await browser.newPage();
    await signInUi(staff);
    await openNav(staff, 'Enquiries');
    await staff.getByRole('link', { name: new RegExp(`^${visitor.name}`) }).click();
    await staff.getByRole('heading', { level: 2, name: `${visitor.name} · Pune Care Hospitals` }).waitFor();
    await staff.getByText('Fire doors', { exact: true }).first().waitFor();
    await staff.getByText(reference).first().waitFor();

    // The owner list is antd's (virtual) dropdown: its visible rows carry the users' emails.
    await staff.getByLabel('Owner', { exact: true }).click();
    await staff.locator('.ant-select-item-option', { hasText: seller.email }).click();
    const assigned = await mailWhere(
      (m) => m.to.includes(seller.email) && m.subject === M.assignedSubject(reference, visitor.name),
      'to the new owner',
    );
    expect(assigned.text).toContain(visitor.message);

    await staff
      .getByLabel('Reply to the visitor')
      .fill('Thank you, Farah. Our fire-door engineer will call you tomorrow.');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    const reply = await mailWhere(
      (m) => m.to.includes(visitor.email) && m.subject === M.replySubject(reference, COMPANY),
      'replying to the visitor',
    );
    expect(reply.text).toContain('Our fire-door engineer will call you tomorrow.');

    await staff.getByLabel('Change status', { exact: true }).click();
    await staff.locator('.ant-select-item-option', { hasText: /^Won$/ }).click();
    const agent = await adminApi();
    for (const deadline = Date.now() + 20_000; ; ) {
      const found = (await agent.get<EnquiryListResponse>(`${API.enquiries}?status=won`)).body.enquiries.find(
        (e) => e.reference === reference,
      );
      if (found) {
        expect(found).toMatchObject({ service: 'fire-doors', owner: { email: seller.email }, status: 'won' });
        expect(found.statusHistory.map((h) => h.status)).toEqual(['new', 'contacted', 'won']);
        break;
      }
      if (Date.now() > deadline) throw new Error(`${reference} was not marked Won`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 240_000);
});
