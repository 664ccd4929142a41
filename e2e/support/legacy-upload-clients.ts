// The upload line of the legacy contract: a 3.6 MB PNG sent to uploadProductImageForAdmin.service
// 20 times from each of curl, Node's fetch and Chromium must get the size message every time (the
// apps in the field saw 'Wrong Extension…' instead, depending on the client), and a file of another
// kind the extension message. Each client sends as it does by itself: curl with its own multipart
// writer (and Expect: 100-continue on a large body, by GET as the apps send and by POST), fetch and
// the browser with FormData.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launchBrowser, newContext } from './browser.ts';

export const UPLOAD_PATH = '/marketplace/products/ajax/uploadProductImageForAdmin.service';
export const TOO_HEAVY = 'Images too heavy.Upload max upto 3 MB';
export const WRONG_EXTENSION = 'Wrong Extension. Upload only jpeg, png, jpg files';
export const TRIES = 20;

const run = promisify(execFile);

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A PNG of noise (which does not compress): 1100 × 1100 pixels, about 3.6 MB. */
export async function heavyPng(): Promise<UploadFile> {
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(randomBytes(1100 * 1100 * 3), { raw: { width: 1100, height: 1100, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'heavy.png', type: 'image/png', bytes };
}

/** A text file, as someone picking the wrong file sends it. */
export const textFile = (): UploadFile => ({
  name: 'price-list.txt',
  type: 'text/plain',
  bytes: Buffer.from('Atta 1 kg, 52\nSugar 1 kg, 44\n'),
});

/** What the server said: errorMsg of the envelope (or the status when it is not JSON). */
function messageOf(status: number, text: string): string {
  try {
    return String((JSON.parse(text) as { errorMsg?: unknown }).errorMsg);
  } catch {
    return `${status} ${text.slice(0, 80)}`;
  }
}

export async function uploadByCurl(
  base: string,
  cookie: string,
  file: UploadFile,
  method: 'GET' | 'POST',
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'legacy-upload-'));
  const path = join(dir, file.name);
  writeFileSync(path, file.bytes);
  const { stdout } = await run(
    'curl',
    [
      '-sS',
      ...(method === 'GET' ? ['-X', 'GET'] : []),
      '-H',
      'X-Requested-With: XMLHttpRequest',
      '-H',
      `Cookie: ${cookie}`,
      '-F',
      `uploadedImageFile=@${path};type=${file.type}`,
      '-w',
      '\n%{http_code}',
      new URL(UPLOAD_PATH, base).href,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const cut = stdout.lastIndexOf('\n');
  return messageOf(Number(stdout.slice(cut + 1)), stdout.slice(0, cut));
}

export async function uploadByFetch(base: string, cookie: string, file: UploadFile): Promise<string> {
  const form = new FormData();
  form.set('uploadedImageFile', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const reply = await fetch(new URL(UPLOAD_PATH, base), {
    method: 'POST',
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    body: form,
  });
  return messageOf(reply.status, await reply.text());
}

/** The messages of `tries` uploads of each file from a page of this host in Chromium (fetch + FormData). */
export async function uploadsByChromium(
  base: string,
  cookie: string,
  uploads: Array<{ file: UploadFile; tries: number }>,
): Promise<string[][]> {
  const browser = await launchBrowser();
  const context = await newContext(browser);
  try {
    const at = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base }]);
    const page = await context.newPage();
    // A small page of this host, so the uploads are same-origin as the apps' web pages are.
    await page.goto('/mpstatic/jd-angular/client/lang/en/greeting.json');
    const answers: string[][] = [];
    for (const { file, tries } of uploads)
      answers.push(
        await page.evaluate(
          async ({ path, name, type, base64, tries }) => {
            const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
            const messages: string[] = [];
            for (let i = 0; i < tries; i++) {
              const form = new FormData();
              form.set('uploadedImageFile', new Blob([bytes], { type }), name);
              const reply = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
              const text = await reply.text();
              try {
                messages.push(String(JSON.parse(text).errorMsg));
              } catch {
                messages.push(`${reply.status} ${text.slice(0, 80)}`);
              }
            }
            return messages;
          },
          {
            path: UPLOAD_PATH,
            name: file.name,
            type: file.type,
            base64: file.bytes.toString('base64'),
            tries,
          },
        ),
      );
    return answers;
  } finally {
    await context.close();
    await browser.close();
  }
}
