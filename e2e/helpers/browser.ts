import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { workerSlot } from './workers';

const AXE_SOURCE = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const ARTIFACTS = path.join(__dirname, '..', 'artifacts');

/** The app of this worker (helpers/global-setup.ts starts one per worker). */
export const appUrl = () => inject('appUrls')[workerSlot()];
/** Where this worker's app's email can be read: every message its SMTP server received, as JSON. */
export const mailboxUrl = () => inject('mailboxUrls')[workerSlot()];

/**
 * Runs in every page before the app: keeps each toast (antd notification) the page shows, in order, in
 * `window.__toasts`. A toast closes after 1500 ms, and on a busy machine a poll of the page can miss
 * one; expectToast (helpers/app.ts) reads this record instead, and names what was shown when it fails.
 */
const recordToasts = () => {
  const shown: Element[] = [];
  (window as unknown as { __toasts: Element[] }).__toasts = shown;
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node instanceof Element)
          for (const toast of [node, ...node.querySelectorAll('.ant-notification-notice')])
            if (toast.matches('.ant-notification-notice') && !shown.includes(toast)) shown.push(toast);
  }).observe(document, { childList: true, subtree: true });
};

/**
 * One browser per test file and a fresh context (cookies, storage) per test. A failing test
 * leaves a full-page screenshot in e2e/artifacts/.
 */
export const useBrowser = () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    // afterEach runs before onTestFailed hooks, so the screenshots are taken here, while the pages are open.
    if (task.result?.state === 'fail') {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [i, context] of contexts.entries())
        for (const page of context.pages())
          await page
            .screenshot({ path: path.join(ARTIFACTS, `${name}-${i + 1}.png`), fullPage: true, timeout: 10_000 })
            .catch(() => {});
    }
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
  });

  return {
    /**
     * A new page in a fresh context (its own cookies: another person); call at the start of each test,
     * and again for a second person in the same test (`javaScriptEnabled: false`: a browser with
     * JavaScript off). All of a test's contexts close after it.
     * `baseURL`: another app than the suite's (a test that starts its own server).
     * The person has asked their system for reduced motion unless `reducedMotion` says otherwise: the
     * dashboard's dialogs then open in place at once (theme.tsx). A click that lands while a dialog
     * still zooms in can miss its button on a busy machine, a timing no person meets.
     */
    async newPage(
      viewport = { width: 1280, height: 900 },
      options: {
        javaScriptEnabled?: boolean;
        baseURL?: string;
        reducedMotion?: 'reduce' | 'no-preference';
        userAgent?: string;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({ baseURL: appUrl(), viewport, reducedMotion: 'reduce', ...options });
      contexts.push(context);
      await context.addInitScript(recordToasts);
      const page = await context.newPage();
      page.on('dialog', (d) => d.accept());
      return page;
    },
  };
};

/**
 * A server-rendered public page works as HTML first and hydrates once it has loaded and painted
 * (web/src/main.tsx); tests of what the app adds wait for it: it is running once the header's
 * menu buttons tell their state (aria-expanded, which the plain HTML leaves out).
 */
export const hydrated = async (page: Page) => {
  await page.locator('summary[aria-expanded]').first().waitFor({ state: 'attached' });
};

/**
 * The nodes that break the given axe-core rules on the current page, whatever their impact (e.g. `region`: content
 * outside every landmark).
 */
export const axeViolations = async (page: Page, rules: string[]) => {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'rule', values: only },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v: any) => v.nodes.map((n: any) => `${v.id}: ${n.target.join(' ')}`)) as string[];
  }, rules);
};

/** Runs axe-core on the current page and fails on serious or critical violations. */
export const expectAccessible = async (page: Page) => {
  // Mid-fade colours are not what a person reads, and axe would measure them (CI once caught a toast
  // fading out at 1500 ms: its title at 3.05:1). So while axe runs, every CSS animation and transition
  // (antd's motion is CSS) plays a thousand times faster: one running now, or one a timer starts
  // during the run, is at its end within a frame. Timers themselves (a toast's 1500 ms) are untouched.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 1000 });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime as number))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await runAxe(page);
  } finally {
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 }).catch(() => undefined);
    await devtools.detach().catch(() => undefined);
  }
};

const runAxe = async (page: Page) => {
  // evaluate() runs through the DevTools protocol, so the site's CSP stays in force for the test.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: any) =>
          `${v.impact}: ${v.id} — ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n: any) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
            .join(' | ')})`,
      );
  });
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
};
