// Real image bytes for upload tests, made by sharp (and one hand-built PNG decompression bomb).
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A noisy image (noise compresses badly, so sizes are realistic), or a solid one when asked. */
function raw(width: number, height: number, noise: boolean) {
  return noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

export function jpegImage(width = 800, height = 600, noise = true): Promise<Buffer> {
  return raw(width, height, noise).jpeg({ quality: 80 }).toBuffer();
}

export function pngImage(width = 640, height = 480, noise = false): Promise<Buffer> {
  return raw(width, height, noise).png().toBuffer();
}

/** A JPEG cut off part-way through its pixel data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpegImage(800, 600);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A complete, valid 1-bit PNG of side × side pixels that compresses to a few dozen KB. */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An icon file with one entry: a PNG, or a bitmap (no file header, as icons hold them). */
export function icoOf(entry: Buffer): Buffer {
  const directory = Buffer.alloc(6 + 16);
  directory.writeUInt16LE(1, 2); // icon
  directory.writeUInt16LE(1, 4); // one entry
  // Width and height bytes stay 0 ("256"): a picture's real size is in its own header.
  directory.writeUInt32LE(entry.length, 6 + 8);
  directory.writeUInt32LE(directory.length, 6 + 12);
  return Buffer.concat([directory, entry]);
}

/**
 * An icon whose bitmap claims width × height pixels: a decoder would allocate width × height × 4
 * bytes before reading a pixel.
 */
export function icoBitmapBomb(width = 20_000, height = 20_000): Buffer {
  const bitmap = Buffer.alloc(40 + 1024);
  bitmap.writeUInt32LE(40, 0); // BITMAPINFOHEADER
  bitmap.writeInt32LE(width, 4);
  bitmap.writeInt32LE(height * 2, 8); // the colour rows and the mask rows
  bitmap.writeUInt16LE(1, 12); // planes
  bitmap.writeUInt16LE(32, 14); // bits per pixel
  return icoOf(bitmap);
}

/** The start of a Windows executable. */
export function windowsExecutable(): Buffer {
  return Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), randomBytes(4096)]);
}
