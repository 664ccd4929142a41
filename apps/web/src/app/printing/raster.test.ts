import { describe, expect, it } from 'vitest';
import { type Bitmap, printsAsText, rasterBytes } from './raster.ts';

/** A bitmap from rows of characters: '#' black, '.' white, 'd' dark grey, 'l' light grey, 't' faint black. */
function bitmap(rows: string[]): Bitmap {
  const width = rows[0]?.length ?? 0;
  const data = new Uint8ClampedArray(width * rows.length * 4);
  const pixel: Record<string, [number, number]> = {
    '#': [0, 255],
    '.': [255, 255],
    d: [100, 255],
    l: [200, 255],
    t: [0, 60],
  };
  rows.forEach((row, y) => {
    [...row].forEach((char, x) => {
      const [grey, alpha] = pixel[char] ?? [255, 255];
      data.set([grey, grey, grey, alpha], (y * width + x) * 4);
    });
  });
  return { width, height: rows.length, data };
}

describe('GS v 0 raster bytes', () => {
  it('packs each row into bytes, leftmost dot in the high bit, padding the width to 8 with white', () => {
    const bytes = rasterBytes(bitmap(['#........#', '..........', '.......#..']), 128, 24);
    expect([...bytes]).toEqual([
      ...[0x1d, 0x76, 0x30, 0x00, 2, 0, 3, 0],
      ...[0x80, 0x40],
      ...[0x00, 0x00],
      ...[0x01, 0x00],
    ]);
  });

  it('cuts the image into bands, each with its own header and height', () => {
    const bytes = rasterBytes(bitmap(['#.......', '.#......', '..#.....']), 128, 2);
    expect([...bytes]).toEqual([
      ...[0x1d, 0x76, 0x30, 0x00, 1, 0, 2, 0, 0x80, 0x40],
      ...[0x1d, 0x76, 0x30, 0x00, 1, 0, 1, 0, 0x20],
    ]);
  });

  it('burns a dot where the pixel drawn over white paper is darker than the threshold', () => {
    const bytes = rasterBytes(bitmap(['#dlt....']), 128);
    expect([...bytes.subarray(8)]).toEqual([0b1100_0000]);
    expect([...rasterBytes(bitmap(['#dlt....']), 210).subarray(8)]).toEqual([0b1111_0000]);
  });

  it('writes the width in bytes and the height in two bytes, low byte first (576 dots, 300 rows)', () => {
    const tall = { width: 576, height: 300, data: new Uint8ClampedArray(576 * 300 * 4).fill(255) };
    const bytes = rasterBytes(tall, 128, 300);
    expect([...bytes.subarray(0, 8)]).toEqual([0x1d, 0x76, 0x30, 0x00, 72, 0, 300 & 0xff, 1]);
    expect(bytes.length).toBe(8 + 72 * 300);
  });
});

describe('text or raster, line by line', () => {
  it.each([
    ['TOTAL                 Rs 490.00', true],
    ['Café Noël · Batch 7', true],
    ['23 Nov 2026, 03:30\u202fpm', true],
    ['தக்காளி 1 kg', false],
    ['आटा 5 kg', false],
    ['মোট', false],
    ['Total ₹490.00', false],
  ])('%s prints as text: %s', (line, text) => {
    expect(printsAsText(line)).toBe(text);
  });
});
