// What a Lighthouse run keeps in docs/perf/README.md: scores, the main timings and the bytes of
// JavaScript the page loaded.
import type { Result } from 'lighthouse';

export const TARGETS = { performance: 95, seo: 100 } as const;
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

export interface PageResult {
  name: string;
  path: string;
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  metrics: Partial<Record<(typeof METRICS)[number], string>>;
  scriptBytes: number;
  /** Performance score of every run, the reported one being the median. */
  performanceRuns: number[];
  /** Audits below a full score in performance and SEO, for the summary's "to fix" list. */
  failing: string[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export function summarise(name: string, path: string, lhr: Result, performanceRuns: number[]): PageResult {
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
  return { name, path, scores, metrics, scriptBytes, performanceRuns, failing };
}

export function summaryMarkdown(results: PageResult[], when: Date): string {
  const lines = [
    '# Storefront Lighthouse runs',
    '',
    `Measured ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run lighthouse\` (e2e/lighthouse/run.ts),`,
    'each page run several times and the run with the median performance score kept:',
    'Lighthouse 12 with Debian Chromium, mobile settings (Lighthouse defaults: slow 4G, 4× CPU slowdown),',
    'the demo store with the shipped "Fresh Basket" theme published, served by `npm start` on this',
    `machine (shared, so timings are noisy). Targets: performance ≥ ${TARGETS.performance}, SEO = ${TARGETS.seo}.`,
    '',
    '| page | path | performance (median; all runs) | SEO | accessibility | best practices | JS (transfer) | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.scores.performance ?? '–'} (${r.performanceRuns.join(', ')}) | ${r.scores.seo ?? '–'} | ${r.scores.accessibility ?? '–'} | ${r.scores['best-practices'] ?? '–'} | ${r.scriptBytes} B | ${r.metrics['first-contentful-paint'] ?? '–'} | ${r.metrics['largest-contentful-paint'] ?? '–'} | ${r.metrics['total-blocking-time'] ?? '–'} | ${r.metrics['cumulative-layout-shift'] ?? '–'} |`,
    ),
    '',
    `Full reports: ${results.map((r) => `[${r.name}](${r.name}.report.html)`).join(', ')}.`,
    '',
  ];
  for (const r of results) {
    if (r.failing.length === 0) continue;
    lines.push(`## ${r.name}: audits below full marks`, '', ...r.failing.map((f) => `- ${f}`), '');
  }
  return `${lines.join('\n')}`;
}
