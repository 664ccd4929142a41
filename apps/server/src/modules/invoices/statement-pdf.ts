// A khata statement as an A4 PDF with the invoices' fonts (Noto Sans and the Indian scripts'
// Noto fonts): the store, the customer, each entry with the balance after it, and what is due.
import { DOCUMENT_TEXTS, fillText } from '@storekeep/domain/document-texts';
import { invoiceDateText } from '@storekeep/domain/invoice';
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPaise } from '@storekeep/domain/money';
import PDFDocument from 'pdfkit';
import { fontFile, heightOfText, writeText } from './fonts.ts';

export interface StatementDocument {
  /** The language of the fixed words; English when not given. */
  language?: LanguageCode;
  storeName: string;
  storeMobile: string | null;
  customerName: string;
  customerMobile: string | null;
  balancePaise: number;
  generatedAt: string;
  upiId: string | null;
  /** Oldest first. */
  entries: Array<{ createdAt: string; description: string; amountPaise: number; balancePaise: number }>;
}

export function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: 'Statement', Producer: 'Storekeep' },
  });
  doc.registerFont('regular', fontFile('NotoSans-Regular.ttf'));
  doc.registerFont('bold', fontFile('NotoSans-Bold.ttf'));
  const texts = DOCUMENT_TEXTS[statement.language ?? 'en'];
  const left = 36;
  const width = doc.page.width - 72;
  doc.fontSize(16);
  writeText(doc, 'bold', statement.storeName, left, 36, { width: width / 2 });
  doc.fontSize(9);
  if (statement.storeMobile) writeText(doc, 'regular', `${texts.phone}: ${statement.storeMobile}`);
  doc.fontSize(14);
  writeText(doc, 'bold', texts.khataStatement, left + width / 2, 36, { width: width / 2, align: 'right' });
  doc.fontSize(9);
  writeText(
    doc,
    'regular',
    `${texts.date}: ${invoiceDateText(statement.generatedAt)}`,
    undefined,
    undefined,
    {
      width: width / 2,
      align: 'right',
    },
  );
  let y = Math.max(doc.y, 90) + 10;
  doc.fontSize(10);
  writeText(doc, 'bold', statement.customerName, left, y);
  if (statement.customerMobile) writeText(doc, 'regular', `${texts.phone}: ${statement.customerMobile}`);
  y = doc.y + 12;

  const columns = [
    { title: texts.date, width: 110, align: 'left' as const },
    { title: texts.details, width: width - 110 - 90 - 90, align: 'left' as const },
    { title: texts.amount, width: 90, align: 'right' as const },
    { title: texts.balance, width: 90, align: 'right' as const },
  ];
  const row = (cells: string[], weight: 'regular' | 'bold') => {
    doc.fontSize(8.5);
    const height = Math.max(
      ...cells.map((t, i) => heightOfText(doc, weight, t, { width: columns[i]!.width - 4 })),
    );
    if (y + height > doc.page.height - 60) {
      doc.addPage();
      y = 36;
    }
    let x = left;
    cells.forEach((text, i) => {
      const column = columns[i]!;
      writeText(doc, weight, text, x + 2, y, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    y += height + 4;
    doc
      .moveTo(left, y - 2)
      .lineTo(left + width, y - 2)
      .lineWidth(0.3)
      .strokeColor('#999')
      .stroke();
  };
  row(
    columns.map((c) => c.title),
    'bold',
  );
  for (const entry of statement.entries)
    row(
      [
        invoiceDateText(entry.createdAt),
        entry.description,
        formatPaise(entry.amountPaise),
        formatPaise(entry.balancePaise),
      ],
      'regular',
    );
  y += 8;
  doc.fontSize(12);
  writeText(
    doc,
    'bold',
    fillText(texts.balanceDue, {
      amount: formatPaise(Math.max(0, statement.balancePaise), { symbol: true }),
    }),
    left,
    y,
  );
  if (statement.balancePaise < 0)
    writeText(
      doc,
      'regular',
      fillText(texts.advance, { amount: formatPaise(-statement.balancePaise, { symbol: true }) }),
    );
  if (statement.upiId) writeText(doc, 'regular', fillText(texts.payByUpi, { upiId: statement.upiId }));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
