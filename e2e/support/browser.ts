// Debian's Chromium driven by playwright-core (flags in chromium.ts). One browser
// serves every journey file: global-setup.ts starts it (chromium.ts) and each file connects to it
// (launchBrowser); closing a connected browser closes that file's contexts only. Each file has its
// own server (file-server.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

let fileBaseURL: string | undefined;
/** This journey file's own server (file-server.ts). */
export function useBaseURL(url: string): void {
  fileBaseURL = url;
}
export const baseURL = (): string => {
  if (!fileBaseURL) throw new Error('no server yet: baseURL() is read before the file-server setup ran');
  return fileBaseURL;
};

/** This file's connection to the run's browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export const PHONE = { width: 360, height: 760 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  try {
    await page.goto('/login');
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('greeting').waitFor();
    await keepLanguage(page);
  } catch (error) {
    await keepFailure(page, `sign-in-${email}`);
    throw error;
  }
}

/**
 * Someone who never chose a language meets the first-time language pages after signing in: the
 * journeys go through them keeping English (the languages journey chooses one on purpose).
 */
export async function keepLanguage(page: Page): Promise<void> {
  const reply = await page.request.get('/api/v1/app-data');
  if (!reply.ok() || (await reply.json()).user?.languageChosen !== false) return;
  const welcome = page.getByTestId('language-welcome');
  await welcome.getByTestId('language-welcome-next').click();
  await welcome.getByTestId('language-en').click();
  await welcome.getByTestId('language-welcome-next').click();
  await welcome.getByTestId('language-welcome-save').click();
  await welcome.waitFor({ state: 'detached' });
}

/** A picture of the page when a journey fails, in e2e/artifacts (not committed). */
export async function keepFailure(page: Page, name: string): Promise<void> {
  const dir = join(import.meta.dirname, '../artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) }).catch(() => undefined);
  writeFileSync(join(dir, `${name}.url.txt`), page.url());
}

const screenshotDir = join(import.meta.dirname, '../../docs/screenshots');
/** Kept for review in docs/screenshots (committed): how the product looks, at phone and desktop width. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false });
}
