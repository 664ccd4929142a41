// A pdfkit document with the invoices' Noto Sans registered as 'regular' and 'bold', and its bytes
// once drawn.
import PDFDocument from 'pdfkit';
import { fontFile } from './fonts.ts';

export function newDocument(size: [number, number] | 'A4', margin: number) {
  const doc = new PDFDocument({ size, margin, info: { Title: 'Invoice', Producer: 'Storekeep' } });
  doc.registerFont('regular', fontFile('NotoSans-Regular.ttf'));
  doc.registerFont('bold', fontFile('NotoSans-Bold.ttf'));
  doc.font('regular');
  return doc;
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
