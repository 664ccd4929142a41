// A merchant's own domain in the browser, against the built product, a local DNS stand-in
// (DNS_RESOLVER) and Pebble, the ACME test authority (ACME_DIRECTORY_URL): the owner adds the
// domain on Online Store → Domains, its TXT record is found, the A/CNAME records are shown, first
// not found and then correct, the certificate is issued (its expiry and renewal day shown), the
// store answers over HTTPS on that name with Pebble's certificate for it, and www is sent to the
// bare domain. Chromium reaches the names through --host-resolver-rules; it ignores certificate
// errors in the storefront's context only, the certificate's issuer and names being checked here
// with Pebble's root as the only trusted one. The plan gate is covered by the server tests.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { escapeHtml } from '@storekeep/domain/html';
import { PEBBLE_PATH, type Pebble, startPebble } from '@storekeep/server/fakes/pebble';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, keepFailure, PHONE, screenshot, signIn } from './support/browser.ts';
import { CHROMIUM } from './support/chromium.ts';
import { DEMO_OWNER, DEMO_SLUG, publishDemoTheme } from './support/demo-shop.ts';
import { type DnsStandIn, startDnsStandIn } from './support/dns-stand-in.ts';
import { freePort, spawnBuiltServer, stopServer, waitHealthy } from './support/server.ts';

const HOST = 'ganeshstores.test';
const WWW = `www.${HOST}`;

describe.skipIf(!PEBBLE_PATH)('own domain over HTTPS', () => {
  let pebble: Pebble;
  let dns: DnsStandIn;
  let browser: Browser;
  let url: string;
  let httpsPort: number;
  let stop = async () => {};

  beforeAll(async () => {
    [pebble, dns] = await Promise.all([startPebble(), startDnsStandIn()]);
    // This journey's own server: the HTTPS listener and the ACME and DNS settings are start-up settings.
    // On a copy of the demo store's folder, as file-server.ts makes for every journey file.
    const dataDir = mkdtempSync(join(tmpdir(), 'storekeep-e2e-domains-'));
    cpSync(inject('demoDataDir'), dataDir, { recursive: true });
    const port = await freePort();
    httpsPort = await freePort();
    url = `http://127.0.0.1:${port}`;
    const { child, output } = spawnBuiltServer({
      dataDir,
      port,
      publicUrl: url,
      env: {
        PUBLIC_IPV4: '127.0.0.1',
        DNS_RESOLVER: dns.address,
        HTTPS_PORT: String(httpsPort),
        ACME_DIRECTORY_URL: pebble.directoryUrl,
        ACME_CA_FILE: pebble.listenerCaFile,
        ACME_EMAIL: 'owner@ganeshstores.test',
      },
    });
    stop = async () => {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    };
    const resolverRules = `MAP ${HOST} 127.0.0.1, MAP ${WWW} 127.0.0.1`;
    [browser] = await Promise.all([
      chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, `--host-resolver-rules=${resolverRules}`] }),
      waitHealthy(url, child, output, 170_000),
    ]);
    await publishDemoTheme(url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stop();
    await dns?.close();
    pebble?.stop();
  });

  it('verifies the domain, checks its records, issues its certificate and serves the store on it', async () => {
    const context = await browser.newContext({
      baseURL: url,
      viewport: DESKTOP,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    const page = await context.newPage();
    try {
      await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await page.goto('/onlineStore/domains');
      await page.getByTestId('domain-host').fill(HOST);
      await page.getByTestId('domain-add').click();
      const card = page.locator('[data-testid^="domain-"]', { hasText: HOST }).first();
      await card.getByText('Add this TXT record at your domain provider, then check').waitFor();
      const [txtName, txtValue] = await card.locator('code').allTextContents();
      expect(txtName).toBe(`_storekeep.${HOST}`);
      dns.set('TXT', txtName as string, [txtValue as string]);
      await card.getByRole('button', { name: 'Check now' }).click();

      // The records that point the domain here, not there yet, then right.
      const records = card.locator('[data-testid^="point-records-"]');
      await records.waitFor();
      expect(await records.locator('tbody tr').allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`^A\\s+${HOST}\\s+127\\.0\\.0\\.1`)),
        expect.stringMatching(new RegExp(`^CNAME\\s+${WWW}\\s+${HOST}`)),
      ]);
      await card.getByRole('button', { name: 'Check records' }).click();
      await expect.poll(() => records.getByText('Not found yet').count()).toBe(2);
      dns.set('A', HOST, ['127.0.0.1']);
      dns.set('CNAME', WWW, [HOST]);
      await card.getByRole('button', { name: 'Check records' }).click();
      await card.getByText('All records are correct. Your shop will open on this domain.').waitFor();

      // The certificate: being issued, then active with its expiry and renewal day.
      const status = card.getByTestId('certificate-status');
      await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Active');
      const expires = await card.getByTestId('certificate-expires').textContent();
      const renews = await card.getByTestId('certificate-renews').textContent();
      expect(expires).toMatch(/^Valid until \d{1,2} \w{3} \d{4}$/);
      expect(renews).toMatch(/^Renews by itself on \d{1,2} \w{3} \d{4}$/);
      const day = (text: string | null) => new Date(String(text).replace(/^\D+/, '')).getTime();
      expect(Math.round((day(expires) - day(renews)) / 86_400_000)).toBe(30);
      await page
        .getByTestId('notifications-close')
        .click()
        .catch(() => undefined);
      await card.getByRole('button', { name: 'Check records' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'domains-1280');
      await page.setViewportSize(PHONE);
      // On a phone the records are cards that fit inside the domain's box (the table would widen it).
      const cards = card.locator('[data-testid^="record-cards-"]');
      await cards.waitFor();
      const [outer, inner] = [await card.boundingBox(), await cards.boundingBox()];
      expect((inner?.x ?? 0) + (inner?.width ?? Infinity)).toBeLessThanOrEqual(
        (outer?.x ?? 0) + (outer?.width ?? 0),
      );
      await status.scrollIntoViewIfNeeded();
      await screenshot(page, 'domains-360');
    } catch (error) {
      await keepFailure(page, 'domains');
      throw error;
    } finally {
      await context.close();
    }

    // The certificate as a shopper's browser gets it: Pebble's, for the domain and www.
    const root = await pebble.issuingRoot();
    const peer = await new Promise<{ authorized: boolean; issuer: string; names: string }>(
      (resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port: httpsPort, servername: HOST, ca: root }, () => {
          const certificate = socket.getPeerCertificate();
          resolve({
            authorized: socket.authorized,
            issuer: String(certificate.issuer.CN ?? ''),
            names: certificate.subjectaltname ?? '',
          });
          socket.end();
        });
        socket.on('error', reject);
      },
    );
    expect(peer).toMatchObject({ authorized: true, names: `DNS:${HOST}, DNS:${WWW}` });
    expect(peer.issuer).toMatch(/^Pebble Intermediate CA/);

    // The store on its own name over HTTPS; www sent to the bare domain, keeping the path.
    const shop = await browser.newContext({ ignoreHTTPSErrors: true, viewport: PHONE });
    const shopper = await shop.newPage();
    try {
      const home = await shopper.goto(`https://${HOST}:${httpsPort}/`, { waitUntil: 'domcontentloaded' });
      expect(home?.status()).toBe(200);
      const freeAddress = await (await fetch(`${url}/s/${DEMO_SLUG}`)).text();
      // The title as the HTML writes it (escaped), against the browser's (decoded).
      const title = /<title>([^<]*)<\/title>/.exec(freeAddress)?.[1];
      expect(escapeHtml(await shopper.title())).toBe(title);
      await shopper.goto(`https://${WWW}:${httpsPort}/cart`, { waitUntil: 'domcontentloaded' });
      expect(shopper.url()).toBe(`https://${HOST}:${httpsPort}/cart`);
    } catch (error) {
      await keepFailure(shopper, 'domains-shop');
      throw error;
    } finally {
      await shop.close();
    }
    // The journey takes about 15 s on an idle machine; the budget leaves room for a loaded one.
  }, 150_000);
});
