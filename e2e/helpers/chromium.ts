import fs from 'node:fs';

/** Debian's Chromium; Playwright's own browser download does not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const assertChromium = () => {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with "apt-get install chromium" ` +
        '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
};
