// Renders an InvoiceDocument to PDF with pdfkit and full Noto TTF fonts: an A4 page, or a thermal
// receipt 80 mm / 58 mm wide whose height fits its content (receipt-pdf.ts).
import {
  DOCUMENT_TEXTS,
  type DocumentTexts,
  documentTitle,
  fillText,
  paymentName,
} from '@storekeep/domain/document-texts';
import {
  discountLabel,
  type InvoiceDocument,
  type InvoiceLayout,
  invoiceDateText,
  invoiceInLanguage,
  invoiceQuantityText,
  serialsText,
} from '@storekeep/domain/invoice';
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPaise } from '@storekeep/domain/money';
import { heightOfText, type Weight, widthOfText, writeText } from './fonts.ts';
import { collect, newDocument } from './pdf-document.ts';
import { renderReceipt } from './receipt-pdf.ts';

const money = (paise: number) => formatPaise(paise);
const dateText = invoiceDateText;
type Line = InvoiceDocument['lines'][number];

/** The invoice in the layout, its fixed words in the language (figures and codes as they are). */
export function renderInvoicePdf(
  invoice: InvoiceDocument,
  layout: InvoiceLayout,
  language: LanguageCode = 'en',
): Promise<Buffer> {
  const texts = DOCUMENT_TEXTS[language];
  const written = invoiceInLanguage(invoice, language);
  return layout === 'A4' ? renderA4(written, texts) : renderReceipt(written, layout, texts);
}

interface Column {
  key: string;
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: Line, index: number) => string;
}

function renderA4(invoice: InvoiceDocument, texts: DocumentTexts): Promise<Buffer> {
  const doc = newDocument('A4', 36);
  const left = 36;
  const width = doc.page.width - 72;
  const { seller, buyer, totals } = invoice;

  doc.fontSize(16);
  writeText(doc, 'bold', seller.name, left, 36, { width: width / 2 });
  doc.font('regular').fontSize(9);
  if (seller.address) writeText(doc, 'regular', seller.address, undefined, undefined, { width: width / 2 });
  if (seller.gstin) doc.text(`${texts.gstin}: ${seller.gstin}`);
  if (seller.mobileNumber) writeText(doc, 'regular', `${texts.phone}: ${seller.mobileNumber}`);
  doc.fontSize(14);
  writeText(doc, 'bold', documentTitle(texts, invoice.title), left + width / 2, 36, {
    width: width / 2,
    align: 'right',
  });
  doc.font('regular').fontSize(9);
  const head = { width: width / 2, align: 'right' as const };
  writeText(
    doc,
    'regular',
    `${invoice.labels?.number ?? texts.invoiceNo}: ${invoice.invoiceNumber}`,
    undefined,
    undefined,
    head,
  );
  writeText(doc, 'regular', `${texts.date}: ${dateText(invoice.issuedAt)}`, undefined, undefined, head);
  if (invoice.placeOfSupply)
    writeText(doc, 'regular', `${texts.placeOfSupply}: ${invoice.placeOfSupply}`, undefined, undefined, head);

  let y = Math.max(doc.y, 110) + 8;
  writeText(doc, 'bold', invoice.labels?.party ?? texts.billTo, left, y);
  doc.font('regular');
  if (buyer) {
    writeText(doc, 'regular', buyer.name);
    if (buyer.address) writeText(doc, 'regular', buyer.address, undefined, undefined, { width: width / 2 });
    if (buyer.mobileNumber) writeText(doc, 'regular', `${texts.phone}: ${buyer.mobileNumber}`);
    if (buyer.gstin) doc.text(`${texts.gstin}: ${buyer.gstin}`);
  } else {
    writeText(doc, 'regular', texts.walkInCustomer);
  }

  const columns: Column[] = [
    { key: 'number', title: '#', width: 20, align: 'left', cell: (_, i) => String(i + 1) },
    {
      key: 'item',
      title: texts.item,
      width: 0,
      align: 'left',
      // The serials sold go under the item's name.
      cell: (l) => {
        const serials = serialsText(l, texts);
        return serials ? `${l.name}\n${serials}` : l.name;
      },
    },
    ...(invoice.showHsnSac
      ? [
          {
            key: 'hsnSac',
            title: texts.hsnSac,
            width: 52,
            align: 'left' as const,
            cell: (l: Line) => l.hsnSacNo ?? '',
          },
        ]
      : []),
    {
      key: 'qty',
      title: texts.qty,
      width: 44,
      align: 'right',
      cell: (l) => invoiceQuantityText(l, texts),
    },
    { key: 'rate', title: texts.rate, width: 58, align: 'right', cell: (l) => money(l.ratePaise) },
    {
      key: 'disc',
      title: texts.disc,
      width: 48,
      align: 'right',
      cell: (l) => (l.discountPaise ? money(l.discountPaise) : ''),
    },
    ...(invoice.showTaxColumns
      ? [
          {
            key: 'taxable',
            title: texts.taxable,
            width: 62,
            align: 'right' as const,
            cell: (l: Line) => money(l.taxablePaise),
          },
          {
            key: 'taxRate',
            title: texts.taxRate,
            width: 36,
            align: 'right' as const,
            cell: (l: Line) => `${l.taxRate}`,
          },
          {
            key: 'tax',
            title: texts.tax,
            width: 52,
            align: 'right' as const,
            cell: (l: Line) => money(l.taxPaise),
          },
        ]
      : []),
    { key: 'amount', title: texts.amount, width: 66, align: 'right', cell: (l) => money(l.totalPaise) },
  ];
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  const item = columns.find((c) => c.key === 'item');
  if (item) item.width = width - fixed;

  y = Math.max(doc.y, y) + 12;
  const drawRow = (cells: string[], font: Weight, size = 8.5, shade = false) => {
    doc.font(font).fontSize(size);
    let x = left;
    const height = Math.max(
      ...cells.map((text, i) => heightOfText(doc, font, text, { width: columns[i]!.width - 4 })),
    );
    if (y + height > doc.page.height - 60) {
      doc.addPage();
      y = 36;
    }
    if (shade)
      doc
        .rect(left, y - 2, width, Math.max(16, height + 4))
        .fill('#eeeeee')
        .fillColor('#000');
    cells.forEach((text, i) => {
      const column = columns[i]!;
      writeText(doc, font, text, x + 2, y, { width: column.width - 4, align: column.align });
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
  // A translated column head is set smaller rather than broken inside a word; it may wrap
  // between words.
  doc.font('bold').fontSize(8.5);
  const headSize = Math.max(
    6,
    Math.min(
      8.5,
      ...columns.flatMap((c) =>
        c.title.split(' ').map((word) => (8.5 * (c.width - 5)) / Math.max(1, widthOfText(doc, 'bold', word))),
      ),
    ),
  );
  drawRow(
    columns.map((c) => c.title),
    'bold',
    headSize,
    true,
  );
  invoice.lines.forEach((line, i) => {
    drawRow(
      columns.map((c) => c.cell(line, i)),
      'regular',
    );
  });

  // Totals on the right.
  const totalRows: [string, string][] = [
    [texts.taxableValue, money(totals.subtotal)],
    ...totals.taxSummary.map((t): [string, string] => [`${t.name} @ ${t.rate}%`, money(t.amount)]),
    ...(totals.totalDiscount
      ? [[discountLabel(texts, totals), money(totals.totalDiscount)] as [string, string]]
      : []),
    ...(totals.deliveryCharge
      ? [[texts.deliveryCharge, money(totals.deliveryCharge)] as [string, string]]
      : []),
    ...(totals.roundOff ? [[texts.roundOff, money(totals.roundOff)] as [string, string]] : []),
  ];
  y += 6;
  doc.fontSize(9);
  for (const [label, value] of totalRows) {
    writeText(doc, 'regular', label, left + width - 240, y, { width: 150, align: 'right' });
    doc.text(value, left + width - 90, y, { width: 88, align: 'right' });
    y += 14;
  }
  doc.font('bold').fontSize(11);
  writeText(doc, 'bold', texts.total, left + width - 240, y, { width: 150, align: 'right' });
  doc.text(`₹${money(totals.grandTotal)}`, left + width - 90, y, { width: 88, align: 'right' });
  y += 20;
  doc.fontSize(9);
  writeText(doc, 'regular', invoice.amountInWords, left, y, { width });
  y = doc.y + 12;

  // HSN/SAC-wise tax summary.
  if (totals.hsnSacSummary.length > 0 && totals.totalTax > 0) {
    doc.fontSize(9);
    writeText(doc, 'bold', texts.hsnSacSummary, left, y);
    y = doc.y + 4;
    const taxNames = [...new Set(totals.hsnSacSummary.flatMap((r) => r.taxes.map((t) => t.name)))];
    const colWidth = width / (taxNames.length + 3);
    const cells = (values: string[], font: 'regular' | 'bold') => {
      doc.font(font).fontSize(8.5);
      values.forEach((text, i) => {
        writeText(doc, font, text, left + i * colWidth + 2, y, {
          width: colWidth - 4,
          align: i === 0 ? 'left' : 'right',
        });
      });
      y += 14;
    };
    cells([texts.hsnSac, texts.taxable, ...taxNames, texts.totalTax], 'bold');
    for (const row of totals.hsnSacSummary) {
      cells(
        [
          row.hsnSacNo || '—',
          money(row.taxable),
          ...taxNames.map((name) => {
            const taxes = row.taxes.filter((t) => t.name === name);
            return taxes.length ? taxes.map((t) => `${money(t.amount)} (${t.rate}%)`).join(', ') : '';
          }),
          money(row.totalTax),
        ],
        'regular',
      );
    }
  }
  y += 8;
  for (const payment of invoice.payments) {
    doc.fontSize(9);
    writeText(
      doc,
      'regular',
      fillText(texts.paidBy, { mode: paymentName(texts, payment), amount: money(payment.amountPaise) }),
      left,
      y,
    );
    y = doc.y + 2;
  }
  if (invoice.footer) {
    doc.fontSize(9);
    writeText(doc, 'regular', invoice.footer, left, y + 6, { width, align: 'center' });
  }
  return collect(doc);
}
