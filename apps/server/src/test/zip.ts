// Zip files built by hand for upload tests: small real workbooks, and the bombs exceljs would never
// write (an entry of hundreds of MB deflated from repeated blocks, a directory that understates
// what an entry unpacks to, thousands of entries).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The content as pieces, each repeated a number of times (a 1 MB piece 600 times is 600 MB). */
  pieces: Array<[piece: string | Buffer, times: number]>;
  /** What the headers claim the entry unpacks to; the true size when left out. */
  declaredSize?: number;
}

/** Deflates each piece once and repeats the result: raw deflate blocks ended by a sync flush chain. */
function deflateEntry(entry: ZipEntry) {
  const parts: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const [piece, times] of entry.pieces) {
    const bytes = Buffer.from(piece);
    const deflated = deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    for (let i = 0; i < times; i++) {
      crc = crc32(bytes, crc);
      parts.push(deflated);
    }
    size += bytes.length * times;
  }
  parts.push(deflateRawSync(Buffer.alloc(0)));
  return { data: Buffer.concat(parts), crc, size };
}

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const { data, crc, size } = deflateEntry(entry);
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // version made by
    header.writeUInt16LE(20, 6); // version needed
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(declared, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has, around a first sheet given as pieces. */
export function workbookEntries(sheet: ZipEntry['pieces'], declaredSheetSize?: number): ZipEntry[] {
  const one = (name: string, text: string): ZipEntry => ({ name, pieces: [[text, 1]] });
  return [
    one(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    one(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    one(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    one(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', pieces: sheet, declaredSize: declaredSheetSize },
  ];
}

/** A sheet's XML around rows of inline-text cells, as pieces (padding may go between the parts). */
export function sheetXml(rows: string[][]): { head: string; rows: string; tail: string } {
  const cell = (text: string, r: number, c: number) =>
    `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`;
  return {
    head: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`,
    rows: rows
      .map((row, i) => `<row r="${i + 1}">${row.map((text, c) => cell(text, i + 1, c)).join('')}</row>`)
      .join(''),
    tail: '</sheetData></worksheet>',
  };
}
