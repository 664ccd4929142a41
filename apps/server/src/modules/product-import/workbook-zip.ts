// Checks an XLSX's zip before the workbook reader unpacks it. A 10 MB upload can unpack to
// gigabytes, so the zip's central directory is read first (nothing inflated) and the workbook is
// refused by its entry count and unpacked size; then every entry is inflated once into nothing,
// counting, and refused the moment it passes what the directory claimed. Entries the directory
// does not list (the reader walks the local headers) and headers that disagree with it are refused.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { IMPORT_MESSAGES, XLSX_MAX_ENTRIES, XLSX_MAX_UNPACKED_BYTES } from '@storekeep/domain/product-import';
import { invalid } from '../../http/errors.ts';

export interface ZipEntry {
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const STORED = 0;
const DEFLATED = 8;
/** Bit 3: sizes and CRC follow the data in a descriptor. */
const HAS_DESCRIPTOR = 0x8;

const unreadable = () => invalid(IMPORT_MESSAGES.unreadable);
const tooLarge = () => invalid(IMPORT_MESSAGES.unpacksTooLarge);

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65 535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

/** The central directory's entries; refused past the entry or unpacked-size limits. */
export function readZipDirectory(bytes: Buffer): { entries: ZipEntry[]; directoryOffset: number } {
  const end = endOfDirectory(bytes);
  const disk = bytes.readUInt16LE(end + 4) + bytes.readUInt16LE(end + 6);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // Split archives and zip64 (for files over 4 GB) are not workbooks anyone uploads.
  if (disk !== 0 || count === 0xffff || directoryOffset === 0xffffffff) throw unreadable();
  if (count > XLSX_MAX_ENTRIES) throw tooLarge();
  if (directoryOffset + directorySize > end) throw unreadable();
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const entry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    if (entry.method !== STORED && entry.method !== DEFLATED) throw unreadable();
    if (entry.method === STORED && entry.size !== entry.compressedSize) throw unreadable();
    total += entry.size;
    if (total > XLSX_MAX_UNPACKED_BYTES) throw tooLarge();
    entries.push(entry);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, directoryOffset };
}

/**
 * The entries' data, in file order. The local entries must follow one another with no gap from the
 * start of the file to the directory (nothing hidden between them), and each local header must
 * give the directory's sizes unless they follow in a descriptor.
 */
function entryData(bytes: Buffer, entries: ZipEntry[], directoryOffset: number): Buffer[] {
  const data: Buffer[] = [];
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = entry.localOffset;
    if (at !== expected || at + 30 > directoryOffset || bytes.readUInt32LE(at) !== LOCAL_ENTRY) {
      throw unreadable();
    }
    const flags = bytes.readUInt16LE(at + 6);
    const agrees =
      bytes.readUInt16LE(at + 8) === entry.method &&
      (flags & HAS_DESCRIPTOR) === (entry.flags & HAS_DESCRIPTOR) &&
      ((flags & HAS_DESCRIPTOR) !== 0 ||
        (bytes.readUInt32LE(at + 18) === entry.compressedSize && bytes.readUInt32LE(at + 22) === entry.size));
    if (!agrees) throw unreadable();
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const stop = start + entry.compressedSize;
    if (stop > directoryOffset) throw unreadable();
    data.push(bytes.subarray(start, stop));
    expected = stop;
    if (flags & HAS_DESCRIPTOR) {
      expected += stop + 4 <= directoryOffset && bytes.readUInt32LE(stop) === DATA_DESCRIPTOR ? 16 : 12;
    }
  }
  if (expected !== directoryOffset) throw unreadable();
  return data;
}

/** Inflates into nothing, counting: false once past `limit` or when the data does not end cleanly. */
async function inflatesWithin(deflated: Buffer, limit: number): Promise<boolean> {
  const inflater = createInflateRaw();
  let size = 0;
  try {
    for await (const chunk of Readable.from([deflated]).pipe(inflater)) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        inflater.destroy();
        return false;
      }
    }
    return size === limit;
  } catch {
    return false;
  }
}

/** Throws the upload's message unless the workbook unpacks within the limits and as its directory says. */
export async function checkWorkbookZip(bytes: Buffer): Promise<void> {
  const { entries, directoryOffset } = readZipDirectory(bytes);
  const data = entryData(bytes, entries, directoryOffset);
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (const [i, entry] of byOffset.entries()) {
    const deflated = data[i] as Buffer;
    if (entry.method === DEFLATED && !(await inflatesWithin(deflated, entry.size))) throw unreadable();
  }
}
