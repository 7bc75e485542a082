// Lighthouse (mobile profile, its default) against the running server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const lighthouseScores = async (urls) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const results = [];
    for (const url of urls) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      results.push({
        url,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        failed: CATEGORIES.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
            .map((a) => a.id),
        ),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
};

/** The RESULTS.md section: Lighthouse on each path of a running server, with the budgets. */
export const lighthouseSection = async (baseUrl, paths) => {
  const lines = [
    '## Lighthouse (mobile profile, simulated throttling)',
    '',
    '`lighthouse` (npm) in /usr/bin/chromium against the running server; budgets: performance >= 98, the others 100, CLS <= 0.02, LCP <= 1.5 s.',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP s | CLS | TBT ms | audits below 0.9 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of await lighthouseScores(paths.map((p) => baseUrl + p))) {
    lines.push(
      `| ${decodeURIComponent(new URL(r.url).pathname)} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp.toFixed(2)} | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} | ${r.failed.join(', ') || '-'} |`,
    );
  }
  return lines;
};
