// What a Lighthouse run keeps: one line per theme × page on the console, and docs/perf/README.md
// with a theme × page table of scores, the main timings of each page and the audits below full
// marks of the pages that miss a target.
import type { Result } from 'lighthouse';

export const TARGETS = { performance: 95, seo: 100 } as const;
export const NOINDEX_NOTE =
  '† kept out of search engines on purpose (cart, search results): every SEO audit passes but "Page is blocked from indexing".';
export const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

export interface PageResult {
  theme: string;
  page: string;
  path: string;
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  metrics: Partial<Record<(typeof METRICS)[number], string>>;
  scriptBytes: number;
  /** Performance score of every run, the reported one being the median. */
  performanceRuns: number[];
  /** The machine's one-minute load average when the page's runs ended (the machine is shared). */
  load: number;
  /**
   * Kept out of search engines on purpose (noindex and robots.txt Disallow, as cart and search
   * results are): SEO counts as full when every SEO audit but "Page is blocked from indexing" passes.
   */
  noindex: boolean;
  /** Every weighted SEO audit passes, "Page is blocked from indexing" left aside. */
  seoApartFromIndexing: boolean;
  /** Audits below a full score in performance and SEO, for the summary's "to fix" list. */
  failing: string[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export function summarise(
  theme: string,
  page: string,
  path: string,
  lhr: Result,
  performanceRuns: number[],
  load: number,
  noindex: boolean,
): PageResult {
  const scores: PageResult['scores'] = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score === 'number') scores[id] = Math.round(score * 100);
  }
  const metrics: PageResult['metrics'] = {};
  for (const id of METRICS) {
    const value = lhr.audits[id]?.displayValue;
    if (value) metrics[id] = value;
  }
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scriptBytes = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failing = (['performance', 'seo', 'accessibility'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit?.title} (${audit?.displayValue ?? `score ${audit?.score}`})`),
  );
  const seoApartFromIndexing = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable')
    .every((ref) => (lhr.audits[ref.id]?.score ?? 1) === 1);
  return {
    theme,
    page,
    path,
    scores,
    metrics,
    scriptBytes,
    performanceRuns,
    load,
    noindex,
    seoApartFromIndexing,
    failing,
  };
}

const seoHolds = (r: PageResult): boolean =>
  (r.scores.seo ?? 0) >= TARGETS.seo || (r.noindex && r.seoApartFromIndexing);

/** Both targets met; a category the run did not measure (LIGHTHOUSE_CATEGORIES) is not held against it. */
export const holds = (r: PageResult): boolean =>
  (r.scores.performance === undefined || r.scores.performance >= TARGETS.performance) &&
  (r.scores.seo === undefined || seoHolds(r));

/** The SEO score, marked when it is below 100 only because the page is kept out of search engines. */
const seoShown = (r: PageResult): string =>
  `${r.scores.seo ?? '–'}${(r.scores.seo ?? 0) < TARGETS.seo && seoHolds(r) ? '†' : ''}`;

/** The console line of one theme × page. */
export function resultLine(r: PageResult): string {
  const m = r.metrics;
  return `${`${r.theme} ${r.page}:`.padEnd(26)} performance ${r.scores.performance ?? '–'} (${r.performanceRuns.join(', ')}), SEO ${seoShown(r)}; FCP ${m['first-contentful-paint'] ?? '–'}, LCP ${m['largest-contentful-paint'] ?? '–'}, TBT ${m['total-blocking-time'] ?? '–'}, CLS ${m['cumulative-layout-shift'] ?? '–'}; JS ${r.scriptBytes} B; load ${r.load.toFixed(1)} ${holds(r) ? 'PASS' : 'FAIL'}`;
}

/** Theme rows × page columns, each cell "performance / SEO", a missed target in bold. */
export function matrixMarkdown(results: PageResult[]): string {
  const pages = [...new Set(results.map((r) => r.page))];
  const themes = [...new Set(results.map((r) => r.theme))];
  const cell = (r: PageResult | undefined) => {
    if (!r) return '–';
    const text = `${r.scores.performance ?? '–'} / ${seoShown(r)}`;
    return holds(r) ? text : `**${text}**`;
  };
  return [
    `| theme | ${pages.join(' | ')} |`,
    `| --- | ${pages.map(() => '---').join(' | ')} |`,
    ...themes.map(
      (theme) =>
        `| ${theme} | ${pages.map((page) => cell(results.find((r) => r.theme === theme && r.page === page))).join(' | ')} |`,
    ),
  ].join('\n');
}

export function summaryMarkdown(results: PageResult[], when: Date): string {
  const held = results.filter(holds).length;
  const lines = [
    '# Storefront Lighthouse runs',
    '',
    `Measured ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run lighthouse\` (e2e/lighthouse/run.ts),`,
    'each page run several times and the run with the median performance score kept:',
    'Lighthouse 12 with Debian Chromium, mobile settings (Lighthouse defaults: slow 4G, 4× CPU slowdown),',
    'the demo store with each shipped theme published in turn, served by `npm start` on this',
    `machine (shared, so timings are noisy). Targets: performance ≥ ${TARGETS.performance}, SEO = ${TARGETS.seo}.`,
    `${held} of ${results.length} pages hold both. ${NOINDEX_NOTE}`,
    '',
    'Performance / SEO (median run):',
    '',
    matrixMarkdown(results),
    '',
    '| theme | page | path | performance (median; all runs) | SEO | JS (transfer) | FCP | LCP | TBT | CLS | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.theme} | [${r.page}](${r.theme}-${r.page}.report.html) | \`${r.path}\` | ${r.scores.performance ?? '–'} (${r.performanceRuns.join(', ')}) | ${seoShown(r)} | ${r.scriptBytes} B | ${r.metrics['first-contentful-paint'] ?? '–'} | ${r.metrics['largest-contentful-paint'] ?? '–'} | ${r.metrics['total-blocking-time'] ?? '–'} | ${r.metrics['cumulative-layout-shift'] ?? '–'} | ${r.load.toFixed(1)} |`,
    ),
    '',
  ];
  for (const r of results) {
    if (holds(r) || r.failing.length === 0) continue;
    lines.push(`## ${r.theme} ${r.page}: audits below full marks`, '', ...r.failing.map((f) => `- ${f}`), '');
  }
  return lines.join('\n');
}
