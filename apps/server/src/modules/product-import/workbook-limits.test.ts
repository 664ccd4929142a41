// Zip bombs posing as product workbooks: refused from the zip directory before anything is
// unpacked, with the server's memory (this process runs the app) kept within 100 MB.
import { IMPORT_MESSAGES, XLSX_MIME } from '@storekeep/domain/product-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { sheetXml, workbookEntries, type ZipEntry, zip } from '../../test/zip.ts';

let h: Harness;
let owner: string;

beforeAll(async () => {
  h = await createHarness();
  owner = await login(h, (await createStore(h)).owner);
});
afterAll(() => h.close());

const MB = 1024 * 1024;
const upload = (bytes: Buffer) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/product-imports?fileName=products.xlsx',
    headers: { cookie: owner, 'content-type': XLSX_MIME },
    payload: bytes,
  });

/** The highest resident memory seen while `run` works, above what it was before. */
async function rssGrowth(run: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

const rows = sheetXml([
  ['Product Name', 'SKU'],
  ['Masala Chai', 'CHAI-1'],
]);
/** The two-row sheet with `megabytes` of blank space inside, which XML ignores. */
const padded = (megabytes: number, declaredSheetSize?: number) =>
  zip(
    workbookEntries(
      [
        [rows.head, 1],
        [' '.repeat(MB), megabytes],
        [rows.rows + rows.tail, 1],
      ],
      declaredSheetSize,
    ),
  );

describe('workbook limits', () => {
  it('reads a workbook built by hand like the bombs below', async () => {
    const reply = await upload(padded(1));
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ format: 'xlsx', totalRows: 1, validRows: 1 });
  });

  it('refuses two 600 MB sheets packed into under 1 MB each, by their size, without unpacking them', async () => {
    const bomb = padded(600);
    expect(bomb.length).toBeLessThan(MB);
    let replies: Array<Awaited<ReturnType<typeof upload>>> = [];
    const growth = await rssGrowth(async () => {
      replies = await Promise.all([upload(bomb), upload(bomb)]);
    });
    for (const reply of replies) {
      expect([reply.statusCode, reply.json().error.message]).toEqual([400, IMPORT_MESSAGES.unpacksTooLarge]);
    }
    expect(growth).toBeLessThan(100 * MB);
  });

  it('refuses a sheet that unpacks to more than its zip directory claims, stopping at the claim', async () => {
    const liar = padded(600, 2 * MB);
    const growth = await rssGrowth(async () => {
      const reply = await upload(liar);
      expect([reply.statusCode, reply.json().error.message]).toEqual([400, IMPORT_MESSAGES.unreadable]);
    });
    expect(growth).toBeLessThan(100 * MB);
  });

  it('refuses a workbook of thousands of parts', async () => {
    const parts: ZipEntry[] = Array.from({ length: 5000 }, (_, i) => ({
      name: `xl/media/p${i}.xml`,
      pieces: [['', 1]],
    }));
    const many = zip([...workbookEntries([[rows.head + rows.rows + rows.tail, 1]]), ...parts]);
    const reply = await upload(many);
    expect([reply.statusCode, reply.json().error.message]).toEqual([400, IMPORT_MESSAGES.unpacksTooLarge]);
  });
});
