// The website editor: its JavaScript (the lazily loaded editor chunk and what it imports beyond the
// first screen, gzip-sized) against Puck's own published bundle; and its time to interactive in
// Chromium on a 40-block page against the same 40 blocks served by the storefront, side by side.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { settings, targets } from '../config.ts';
import { initialFiles, staticImports } from './admin-js.ts';
import { stopChild, waitForHealthy } from './processes.ts';
import { kb, median, ms, progress, type Result, repoRoot } from './report.ts';
import { spawnServer } from './server.ts';

const webDist = join(repoRoot, 'apps/web/dist');
const BLOCKS = 40;
const ROUNDS = 3;

const gzip = (file: string) => gzipSync(readFileSync(file), { level: settings.gzipLevel }).length;

/** The editor chunk plus every file it imports statically that the first screen did not load. */
function editorFiles(): string[] {
  const assets = join(webDist, 'assets');
  const entry = readdirSync(assets).find((name) => /^editor-page-.*\.js$/.test(name));
  if (!entry) throw new Error('apps/web/dist has no editor-page chunk: is the editor still its own chunk?');
  const initial = new Set(initialFiles(webDist));
  const seen = new Set<string>();
  const queue = [join(assets, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || initial.has(file) || !file.endsWith('.js')) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

function puckBundle(): number {
  const dist = join(repoRoot, 'node_modules/@puckeditor/core/dist');
  return readdirSync(dist)
    .filter((name) => name.endsWith('.mjs'))
    .reduce((sum, name) => sum + gzip(join(dist, name)), 0);
}

interface Block {
  type: string;
  props: Record<string, unknown>;
}

interface SiteReply {
  draftRevision: number;
  document: { pages: Array<{ kind: string; content: { content: Block[] } }> };
}

/** A published site whose home page has 40 blocks (the theme's own blocks, repeated). */
async function prepareSite(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@storekeep.in', password: 'demo1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${origin}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as unknown;
  };
  await call('POST', '/api/v1/site/select-theme', { themeId: 1, confirmReplace: true });
  const site = (await call('GET', '/api/v1/site')) as SiteReply;
  const home = site.document.pages.find((page) => page.kind === 'home');
  if (!home) throw new Error('the theme has no home page');
  const source = home.content.content;
  const content: Block[] = [];
  for (let i = 0; content.length < BLOCKS; i++) {
    const block = source[i % source.length] as Block;
    content.push({ ...block, props: { ...block.props, id: `bench-${i}`, effect: 'none-effect' } });
  }
  home.content.content = content;
  await call('PUT', '/api/v1/site/draft', { document: site.document, draftRevision: site.draftRevision });
  await call('POST', '/api/v1/site/publish');
  return cookie.split('=').slice(1).join('=');
}

/** Milliseconds from navigation until `ready` holds and the main thread has been idle twice. */
const untilIdle = `new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(performance.now()), { timeout: 2000 }), { timeout: 2000 }))`;

export async function editorBench(dataDir: string): Promise<Result[]> {
  const files = editorFiles();
  const editorBytes = files.reduce((sum, file) => sum + gzip(file), 0);
  const puckBytes = puckBundle();

  progress('editor: starting the server and publishing a 40-block page');
  const { child, port } = await spawnServer(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const editorTimes: number[] = [];
  const storeTimes: number[] = [];
  try {
    await waitForHealthy(child, port);
    const session = await prepareSite(origin);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      for (let round = 0; round <= ROUNDS; round++) {
        // A fresh context each time: nothing cached; round 0 warms the server and is discarded.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies([{ name: 'sk_session', value: session, url: origin }]);
        const page = await context.newPage();
        await page.goto(`${origin}/onlineStore/editor?mode=edit`);
        await page
          .frameLocator('iframe')
          .first()
          .locator('[data-puck-component]')
          .nth(BLOCKS - 1)
          .waitFor({ timeout: 60_000 });
        const editor = Number(await page.evaluate(untilIdle));
        await page.goto(`${origin}/s/demo`);
        await page.locator('.sk-site').first().waitFor();
        const store = Number(await page.evaluate(untilIdle));
        if (round > 0) {
          editorTimes.push(editor);
          storeTimes.push(store);
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stopChild(child);
  }
  const editorMs = median(editorTimes);
  const storeMs = median(storeTimes);
  return [
    {
      name: 'editor-js-vs-puck',
      value: editorBytes / puckBytes,
      target: targets.editorJsVsPuck,
      details: [
        `editor chunk and its own imports: ${kb(editorBytes)} gzip in ${files.length} files`,
        `@puckeditor/core published bundle: ${kb(puckBytes)} gzip`,
      ],
    },
    {
      name: 'editor-tti-vs-storefront',
      value: editorMs / storeMs,
      target: targets.editorTtiVsStorefront,
      details: [
        `editor interactive with ${BLOCKS} blocks: ${ms(editorMs)} (median of ${ROUNDS})`,
        `storefront page with the same ${BLOCKS} blocks: ${ms(storeMs)}`,
      ],
    },
  ];
}
