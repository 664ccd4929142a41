// `npm run lighthouse`: starts the product with `npm start` (it builds what is out of date) on a
// fresh data folder with the demo store and, for every shipped theme in turn (LIGHTHOUSE_THEMES
// picks some, by id), publishes it and runs Lighthouse with Debian's Chromium on the home,
// category, search, product and cart pages (LIGHTHOUSE_PAGES picks some), mobile settings
// (Lighthouse's default: Moto G Power screen, slow 4G, 4× CPU slowdown), LIGHTHOUSE_RUNS times each
// (3). One line per theme × page and a summary are printed, reports go to docs/perf/, and the run
// fails when a page misses its targets (performance ≥ 95, SEO 100).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { publishDemoTheme } from '../support/demo-shop.ts';
import { runMain, withProduct } from '../support/product-run.ts';
import { chosenCategories, chosenPages, chosenThemes, type PageTarget, pageTargets } from './pages.ts';
import {
  holds,
  matrixMarkdown,
  NOINDEX_NOTE,
  type PageResult,
  resultLine,
  summarise,
  summaryMarkdown,
} from './summary.ts';

const root = join(import.meta.dirname, '../..');
/** Runs per page; the median one is reported (Lighthouse's own advice for noisy machines). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
/**
 * The categories with targets; LIGHTHOUSE_CATEGORIES=seo checks SEO alone, which does not depend on
 * the machine's speed and takes a fraction of the time. Accessibility has its own journey (axe).
 */
const CATEGORIES = chosenCategories();
/** Reports and the summary (LIGHTHOUSE_OUT_DIR, for two sweeps side by side). */
const outDir = process.env.LIGHTHOUSE_OUT_DIR || join(root, 'docs/perf');
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function main(): Promise<number> {
  const themes = chosenThemes();
  const kinds = chosenPages();
  return withProduct(async (baseURL) => {
    let chrome: Awaited<ReturnType<typeof launch>> | undefined;
    try {
      chrome = await launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: CHROMIUM_FLAGS,
      });
      mkdirSync(outDir, { recursive: true });
      console.log(
        `${themes.length} theme(s) × ${kinds.join(', ')}, ${RUNS} run(s) each; load average ${loads()} at the start`,
      );
      const results: PageResult[] = [];
      for (const theme of themes) {
        await publishDemoTheme(baseURL, theme.name);
        for (const target of await pageTargets(baseURL, kinds)) {
          const result = await measure(chrome.port, theme.id, target, baseURL);
          results.push(result);
          console.log(resultLine(result));
          // Written after every page: a long sweep stopped half-way keeps what it measured.
          writeFileSync(join(outDir, 'README.md'), summaryMarkdown(results, new Date()));
        }
      }
      const missed = results.filter((r) => !holds(r));
      console.log(`\nPerformance / SEO, median of ${RUNS} (load average ${loads()} at the end):\n`);
      console.log(matrixMarkdown(results));
      console.log(`\n${NOINDEX_NOTE}`);
      console.log(`\n${results.length - missed.length} of ${results.length} pages hold the targets.`);
      for (const r of missed)
        console.log(
          `${r.theme} ${r.page} misses them; see ${join(outDir, `${r.theme}-${r.page}.report.html`)}`,
        );
      return missed.length === 0 ? 0 : 1;
    } finally {
      chrome?.kill();
    }
  });
}

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Runs Lighthouse RUNS times on one page and keeps the run with the median performance score. */
async function measure(
  port: number,
  theme: string,
  target: PageTarget,
  baseURL: string,
): Promise<PageResult> {
  // Once before measuring, as shoppers find a page: the first request after a publish renders it
  // into the page cache.
  await fetch(target.url, { headers: target.headers ?? {} });
  const runs: RunnerResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await lighthouse(target.url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(target.headers ? { extraHeaders: target.headers } : {}),
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    runs.push(run);
  }
  // The run with the median performance score is kept: this machine is shared, one run is noise.
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = runs[Math.floor(runs.length / 2)] as RunnerResult;
  writeFileSync(join(outDir, `${theme}-${target.kind}.report.html`), String(median.report));
  return summarise(
    theme,
    target.kind,
    target.url.replace(baseURL, ''),
    median.lhr,
    CATEGORIES.includes('performance') ? runs.map((run) => score(run, 'performance')) : [],
    loadavg()[0] ?? 0,
    target.noindex,
  );
}

const score = (run: RunnerResult, category: string) =>
  Math.round((run.lhr.categories[category]?.score ?? 0) * 100);

runMain(main);
