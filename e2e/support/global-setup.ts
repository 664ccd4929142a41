// Starts what the journey files share: the one browser every file connects to and the fake SMS
// gateway; stops both afterwards. Each file starts its own server (file-server.ts). `npm test`
// builds the product first (scripts/lib.mjs ensureBuilt).
import { startFakeSmsServer } from '@storekeep/server/fakes/fake-sms-server';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared browser's address (browser.ts). */
    browserEndpoint: string;
    /** The local fake SMS and WhatsApp gateway the server sends to (GET /messages lists them). */
    fakeSmsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const fakeSms = await startFakeSmsServer();
  const browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('fakeSmsUrl', fakeSms.url);
  return async () => {
    await browser.close();
    await fakeSms.close();
  };
}
