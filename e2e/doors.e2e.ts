import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOOR_CHECKLIST, apiPath } from '@portfolio/contract';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { form, jpeg } from '@portfolio/testkit/files';
import { appUrl, useBrowser } from './helpers/browser';
import { addClientApi, adminApi, signInUi } from './helpers/app';
import { shoot, sidewaysOverflow } from './helpers/screens';

/**
 * The door register on a 390 px phone, as an inspector uses it on site: the label's QR code opens
 * its public page, which for signed-in staff links to the register; a failing inspection with a
 * photo raises a defect the overview counts; a follow-up inspection signs it off with a photo.
 */
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
let labelId = '';

beforeAll(async () => {
  const admin = await adminApi();
  const doorType = await (
    await AdminPanel.signIn(appUrl())
  ).createDoorType({
    name: 'E2e steel fire door',
    material: 'steel',
    leafConfiguration: 'double',
    ratings: [{ minutes: 120 }],
  });
  const batch = await admin.post(apiPath('doors.createBatch'), {
    doorType,
    minutes: 120,
    standard: 'IS 3614 (Part 1)',
    batch: 'PR-E2E-1',
    manufacturedOn: '2026-01-15',
    count: 1,
  });
  expect(batch.status, JSON.stringify(batch.body)).toBe(201);
  labelId = batch.body.labels[0];
  const client = await addClientApi(admin, 'e2e door hospital', { industry: 'healthcare' }, 1);
  const installed = await admin.post(
    apiPath('doors.install', { labelId }),
    form({
      site: client.sites[0]._id,
      location: 'Block B, Level 3, Stair 2',
      installedOn: '2026-02-01',
      installer: 'Door crew 1',
    }),
  );
  expect(installed.status, JSON.stringify(installed.body)).toBe(200);
});

const photo = async (name: string, color: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await jpeg(640, 480, color),
});

/** Answers every checklist item Pass, except `failing` (Fail, with its defect and a photo). */
const answerChecklist = async (page: Page, failing?: string) => {
  const dialog = page.getByRole('dialog', { name: `Record inspection · ${labelId}` });
  for (const { label } of DOOR_CHECKLIST) {
    const item = dialog.getByRole('group', { name: label, exact: true });
    await item.getByText(label === failing ? 'Fail' : 'Pass', { exact: true }).click();
  }
  if (failing) {
    const item = dialog.getByRole('group', { name: failing, exact: true });
    await item.getByLabel(`${failing} note`).fill('Closer stops 40 mm short of the frame.');
    await item.getByLabel(`${failing} photo`).setInputFiles(await photo('closer.jpg', '#884433'));
    await item.getByLabel(`${failing} severity`).click();
    await page.getByTitle('high', { exact: true }).click();
    await item.getByLabel(`${failing} remedial action`).fill('Adjust the closer’s latch speed');
    await item.getByLabel(`${failing} due date`).fill('2026-12-20');
  }
  return dialog;
};

describe('the door register on a phone', () => {
  it('opens a label’s page signed in, records a failing inspection with a photo, shows the defect on the overview and signs it off', async () => {
    const page = await browser.newPage(PHONE);
    // A visitor's phone: the public page, without the register's link.
    await page.goto(`/verify/${labelId}`);
    await page.getByRole('heading', { name: labelId }).waitFor();
    expect(await page.getByRole('link', { name: 'Record inspection' }).count()).toBe(0);

    await signInUi(page);
    await page.goto(`/verify/${labelId}`);
    await page.getByRole('link', { name: 'Record inspection' }).click();
    await page.getByRole('button', { name: 'Record inspection' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/installer/dashboard/doors/${labelId}`);
    await page.getByRole('button', { name: 'Record inspection' }).click();
    const failing = 'Self-closer closes fully';
    const dialog = await answerChecklist(page, failing);
    await shoot(page, 'doors-inspection-390');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Save inspection' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Open defects (1)').waitFor();
    await page.getByText('Adjust the closer’s latch speed').first().waitFor();

    // The overview counts the door with its open defect, linked to the register's list of them.
    await page.goto('/installer/dashboard');
    const glance = page.getByRole('list', { name: 'Fire doors at a glance' });
    await glance.waitFor();
    const defects = glance.getByRole('listitem').filter({ hasText: 'Doors with open defects' });
    expect(await defects.textContent()).toContain('1');
    await defects.getByRole('link').click();
    await page.getByRole('link', { name: labelId }).click();
    await page.getByRole('button', { name: 'Record inspection' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/installer/dashboard/doors/${labelId}`);

    // A follow-up inspection signs the defect off, only with a photo.
    await page.getByRole('button', { name: 'Record inspection' }).click();
    const followUp = await answerChecklist(page);
    await followUp.getByText(/^Sign off: Self-closer closes fully/).click();
    await followUp.getByLabel(/^Sign-off photo/).setInputFiles(await photo('closer-fixed.jpg', '#338844'));
    await followUp.getByRole('button', { name: 'Save inspection' }).click();
    await followUp.waitFor({ state: 'hidden' });
    await page.getByText('Open defects (0)').waitFor();
    await shoot(page, 'doors-door-390');

    // The public page says so too.
    await page.goto(`/verify/${labelId}`);
    expect(await page.getByRole('status').textContent()).toContain('Valid');
  });
});
