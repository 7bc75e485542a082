import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** SHOTS_DIR=/tmp/shots keeps the screenshots the walks take, to look at (outside the repo); unset, none are taken. */
export const SHOTS = process.env.SHOTS_DIR;

/** Saves `name`.png of a page (whole, unless `fullPage: false`) or of one element, when SHOTS_DIR is set. */
export const shoot = async (target: Page | Locator, name: string, { fullPage = true } = {}) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
};

/** How far the page scrolls sideways, in px: 0 or less when it fits its window. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
