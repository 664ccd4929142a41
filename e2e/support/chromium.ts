// Debian's Chromium and the flags this machine needs; the e2e global setup starts one for the run.
import { type BrowserServer, chromium } from 'playwright-core';

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The browser every journey file connects to (browser.ts launchBrowser). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}
