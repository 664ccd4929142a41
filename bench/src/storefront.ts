// Storefront page throughput: the demo store's product and category pages through the built
// server, against the same bytes served as a static file (/uploads/...) by the same server in the
// same run; once with the page cache off (STOREFRONT_PAGE_CACHE=0) and once with it on.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settings, targets } from '../config.ts';
import { freePort, spawnChild, stopChild, waitForHealthy } from './processes.ts';
import { progress, type Result, repoRoot } from './report.ts';
import { serverEnv, serverMain, serverNodeFlags } from './server.ts';
import { best, describe, measure, type Run } from './throughput.ts';

const SLUG = 'demo';

/** The body of a page that answers 200 itself: a redirect is an error, not followed. */
async function text(url: string): Promise<string> {
  const reply = await fetch(url, { redirect: 'manual' });
  if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status}`);
  return reply.text();
}

/**
 * A product and a category of the demo store, from its sitemap: the canonical addresses it lists
 * (products at /p/{slug}; the older /product/{id} answers 301 and is not what a shopper gets).
 */
async function pagesOf(origin: string) {
  const sitemap = await text(`${origin}/s/${SLUG}/sitemap.xml`);
  const product = sitemap.match(/\/s\/demo\/p\/([a-z0-9-]+)</)?.[1];
  const category = sitemap.match(/\/s\/demo\/category\/(\d+)</)?.[1];
  if (!product || !category) throw new Error('the demo store has no product or category in its sitemap');
  return { product: `/s/${SLUG}/p/${product}`, category: `/s/${SLUG}/category/${category}` };
}

async function measureServer(dataDir: string, cache: boolean) {
  const port = await freePort();
  const env = { ...serverEnv(dataDir, port), STOREFRONT_PAGE_CACHE: cache ? '1' : '0' };
  const server = spawnChild(
    `server (page cache ${cache ? 'on' : 'off'})`,
    process.execPath,
    [...serverNodeFlags, serverMain],
    {
      cwd: repoRoot,
      env,
    },
  );
  try {
    await waitForHealthy(server, port);
    const origin = `http://127.0.0.1:${port}`;
    const pages = await pagesOf(origin);
    const staticDir = join(dataDir, 'uploads', 'bench-storefront');
    mkdirSync(staticDir, { recursive: true });
    const targetsToRun: Array<{ key: string; url: string }> = [];
    for (const [name, path] of Object.entries(pages)) {
      // The same bytes the page answers, as a file the static handler serves.
      writeFileSync(join(staticDir, `${name}.html`), await text(`${origin}${path}`));
      targetsToRun.push({ key: `${name}-page`, url: `${origin}${path}` });
      targetsToRun.push({ key: `${name}-static`, url: `${origin}/uploads/bench-storefront/${name}.html` });
    }
    const runs = new Map<string, Run[]>(targetsToRun.map((t) => [t.key, []]));
    for (let round = 0; round < settings.throughputRounds; round++) {
      const order = round % 2 === 0 ? targetsToRun : [...targetsToRun].reverse();
      for (const { key, url } of order) runs.get(key)?.push(await measure(url));
    }
    return runs;
  } finally {
    await stopChild(server);
  }
}

export async function storefrontThroughput(dataDir: string): Promise<Result[]> {
  progress(
    `storefront: page cache off, then on; ${settings.throughputRounds} rounds x 4 URLs x (${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s), ${settings.connections} connections`,
  );
  const results: Result[] = [];
  for (const cache of [false, true]) {
    const runs = await measureServer(dataDir, cache);
    for (const name of ['product', 'category']) {
      const page = best(runs.get(`${name}-page`) ?? []);
      const file = best(runs.get(`${name}-static`) ?? []);
      results.push({
        name: `storefront-${name}-${cache ? 'cached' : 'uncached'}-vs-static`,
        value: page.rate / file.rate,
        target: cache ? targets.storefrontCached : targets.storefrontUncached,
        details: [`page:   ${describe(page)}`, `static: ${describe(file)} (same bytes, same server)`],
      });
    }
  }
  return results;
}
