import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Agent } from '@portfolio/testkit/api';
import { appUrl, expectAccessible, useBrowser } from './helpers/browser';
import {
  choose,
  expectText,
  fillSite,
  logoFile,
  openNav,
  photoFiles,
  savedPanel,
  signInUi,
  videoFile,
} from './helpers/app';

const browser = useBrowser();

const CLIENT = 'E2e Clients Alpha';

const clientCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('adding and removing clients and sites', () => {
  it('adds a new client with a logo, photos and a video, then a second site to it, then removes the site and the client', async () => {
    const page = await browser.newPage();
    await signInUi(page);

    // Add Client: a new client with its first site.
    await openNav(page, 'Add Client');
    await page.getByRole('heading', { name: 'Add Client/Project' }).waitFor();
    await expectAccessible(page);
    // An empty submit asks for a client first.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectText(page, 'Please select a client.');

    await page.getByRole('radio', { name: 'Add New Client' }).check();
    await page.getByLabel('Client Name').fill(CLIENT);
    await page.getByLabel('Client Logo').setInputFiles(await logoFile('alpha-logo.png'));
    await page.getByRole('img', { name: 'Client logo preview' }).waitFor();
    await fillSite(page, page, {
      siteName: 'Alpha Head Office',
      area: '125000',
      industry: 'Corporate',
      scope: 'Interiors and furniture',
      state: 'Karnataka',
      city: 'Bengaluru',
      description: 'Four floors of offices.',
      start: '2020',
      status: 'Completed',
    });
    await page.getByLabel('Photos', { exact: true }).setInputFiles(await photoFiles('alpha', 3));
    await expect.poll(() => page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Site Video').setInputFiles(videoFile());
    await page.getByLabel('Video preview').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    // The success toast is the spec's text and closes by itself; the saved panel above the form leads
    // on to the new project on the website, or to another site.
    const added = page.locator('.ant-notification-notice').filter({ hasText: 'Client/Site added successfully!' });
    await added.waitFor();
    const panel = savedPanel(page, 'Alpha Head Office');
    const onSite = panel.getByRole('link', { name: /View on website/ });
    expect(await onSite.getAttribute('href')).toBe('/projects/client/e2e-clients-alpha/alpha-head-office');
    expect(await onSite.getAttribute('target')).toBe('_blank');
    await panel.getByRole('button', { name: 'Add another' }).waitFor();
    await added.waitFor({ state: 'detached', timeout: 10_000 });
    await panel.waitFor();
    // The form is back to its empty state.
    await expect.poll(() => page.getByRole('radio', { name: 'Select Existing Client' }).isChecked()).toBe(true);
    // What was stored: lowercase names, three photos, the video, the logo.
    const stored = (await new Agent(appUrl()).get('/api/v1/clients/getClient/e2e%20clients%20alpha')).body[0];
    expect(stored.name).toBe('e2e clients alpha');
    expect(stored.coverPhoto).toMatch(/^\/uploads\//);
    expect(stored.sites).toHaveLength(1);
    expect(stored.sites[0]).toMatchObject({
      siteName: 'alpha head office',
      state: 'Karnataka',
      locations: 'bengaluru',
      industry: 'corporate',
      area: 125000,
      site_start: 2020,
      site_ongoing: false,
    });
    expect(stored.sites[0].photos).toHaveLength(3);
    expect(stored.sites[0].video).toMatch(/\.mp4$/);

    // The same name again is refused.
    await page.getByRole('radio', { name: 'Add New Client' }).check();
    await page.getByLabel('Client Name').fill(`  ${CLIENT.toUpperCase()} `);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectText(page, 'Client already exists. Please select from existing clients.');

    // A second site for the existing client.
    await page.getByRole('radio', { name: 'Select Existing Client' }).check();
    await choose(page, 'Client', CLIENT);
    await fillSite(page, page, {
      siteName: 'Alpha Training Centre',
      area: '40000',
      industry: 'Educational',
      scope: 'Design and build',
      state: 'Kerala',
      city: 'Kochi',
      description: 'Classrooms and a hall.',
      start: '2023',
      status: 'Ongoing',
    });
    await page.getByLabel('Photos', { exact: true }).setInputFiles(await photoFiles('alpha-training', 1));
    await page.getByRole('button', { name: 'Submit' }).click();
    await savedPanel(page, 'Alpha Training Centre').waitFor();

    // Edit screen: the client card counts both sites.
    await openNav(page, 'Edit');
    await page.getByRole('heading', { name: 'Change Client Details' }).waitFor();
    await page.getByPlaceholder('Search clients...').fill('e2e clients ALPHA');
    const card = clientCard(page, CLIENT);
    await card.getByText('Total Sites: 2').waitFor();
    await card.getByRole('img', { name: `${CLIENT} logo` }).waitFor();
    await expectAccessible(page);
    await page.getByPlaceholder('Search clients...').fill('zzz-no-such-client');
    await expectText(page, 'No matching clients found.');
    await page.getByPlaceholder('Search clients...').fill('e2e clients alpha');

    // Client sites: both sites, with their details; remove the second one.
    await card.getByRole('link').click();
    await page.getByRole('heading', { name: CLIENT, level: 2 }).waitFor();
    const office = clientCard(page, 'Alpha Head Office');
    const training = clientCard(page, 'Alpha Training Centre');
    await office.waitFor();
    await training.getByText('On Going').waitFor();
    await office.getByText('1,25,000 sq ft').waitFor();
    await office.getByRole('img', { name: 'Alpha Head Office cover' }).waitFor();
    await expectAccessible(page);
    await training.getByRole('button', { name: 'Remove Alpha Training Centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByText('Are you sure you want to delete this site?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, 'Site deleted successfully.');
    await training.waitFor({ state: 'detached' });
    await office.waitFor();

    // Remove the client itself.
    await openNav(page, 'Edit');
    await page.getByPlaceholder('Search clients...').fill('e2e clients alpha');
    await clientCard(page, CLIENT).getByText('Total Sites: 1').waitFor();
    await clientCard(page, CLIENT)
      .getByRole('button', { name: `Remove ${CLIENT}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await clientCard(page, CLIENT)
      .getByRole('button', { name: `Remove ${CLIENT}` })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, 'Client deleted successfully');
    await clientCard(page, CLIENT).waitFor({ state: 'detached' });
    await expectText(page, 'No matching clients found.');

    // The public site no longer knows it.
    await page.goto('/projects/client/e2e-clients-alpha');
    await page.getByRole('heading', { name: 'Client not found' }).waitFor();
  }, 150_000);
});
