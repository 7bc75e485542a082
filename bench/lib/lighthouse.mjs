// Lighthouse (mobile profile, its default) against the running server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const lighthouseScores = async (urls) => {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const results = [];
    for (const url of urls) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      results.push({
        url,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        failed: CATEGORIES.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .map((ref) => lhr.audits[ref.id])
            .filter(
              (a) =>
                a &&
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== 'informative' &&
                a.scoreDisplayMode !== 'manual' &&
                a.scoreDisplayMode !== 'notApplicable',
            )
            .map((a) => a.id),
        ),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
};

/** How many times each page is measured: the budgets must hold in every run (five of five). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The RESULTS.md section: Lighthouse on each path of a running server, RUNS times (the pages in
 * turn, so a noisy moment spreads over all of them), with the budgets. Each cell is the run's worst
 * (lowest score, highest LCP, CLS and blocking time); the performance and TBT cells list every run.
 */
export const lighthouseSection = async (baseUrl, paths) => {
  const runs = [];
  for (let r = 0; r < RUNS; r++) runs.push(...(await lighthouseScores(paths.map((p) => baseUrl + p))));
  const lines = [
    '## Lighthouse (mobile profile, simulated throttling)',
    '',
    `\`lighthouse\` (npm) in /usr/bin/chromium against the running server, ${RUNS} runs of each page (LIGHTHOUSE_RUNS); budgets, in every run: performance >= 98, the others 100, CLS <= 0.02, LCP <= 1.5 s. Each cell is the worst run; performance and TBT list every run.`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP s | CLS | TBT ms | audits below 0.9 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const p of paths) {
    const rs = runs.filter((r) => new URL(r.url).pathname === new URL(baseUrl + p).pathname);
    const worst = (pick) => Math.min(...rs.map(pick));
    const most = (pick) => Math.max(...rs.map(pick));
    const perf = rs.map((r) => r.scores.performance);
    const tbt = rs.map((r) => r.tbt);
    const list = (xs) => (xs.length > 1 ? ` (${xs.join(', ')})` : '');
    lines.push(
      `| ${decodeURIComponent(new URL(rs[0].url).pathname)} | ${Math.min(...perf)}${list(perf)} | ${worst((r) => r.scores.accessibility)} | ${worst((r) => r.scores['best-practices'])} | ${worst((r) => r.scores.seo)} | ${most((r) => r.lcp).toFixed(2)} | ${most((r) => r.cls).toFixed(3)} | ${Math.max(...tbt).toFixed(0)}${rs.length > 1 ? ` (median ${median(tbt).toFixed(0)}; ${tbt.map((t) => t.toFixed(0)).join(', ')})` : ''} | ${[...new Set(rs.flatMap((r) => r.failed))].join(', ') || '-'} |`,
    );
  }
  return lines;
};
