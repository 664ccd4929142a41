import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fontFile, scriptRuns, writeText } from './fonts.ts';

describe('invoice fonts', () => {
  it('cuts text where its script changes, keeping digits and spaces with the run before', () => {
    expect(scriptRuns('आटा 5 kg')).toEqual([
      { text: 'आटा 5 ', family: 'NotoSansDevanagari' },
      { text: 'kg', family: null },
    ]);
    expect(scriptRuns('Toor Dal')).toEqual([{ text: 'Toor Dal', family: null }]);
    expect(scriptRuns('தக்காளி / ಟೊಮೆಟೊ').map((r) => r.family)).toEqual(['NotoSansTamil', 'NotoSansKannada']);
  });

  it('writes a Hindi name in the Devanagari font and the Latin part in Noto Sans', async () => {
    const doc = new PDFDocument({ size: 'A4', compress: false });
    doc.registerFont('regular', fontFile('NotoSans-Regular.ttf'));
    doc.registerFont('bold', fontFile('NotoSans-Bold.ttf'));
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    writeText(doc, 'regular', 'आटा 5 kg', 36, 36, { width: 200 });
    writeText(doc, 'bold', 'रमेश', 36, 60, { width: 200, align: 'right' });
    doc.end();
    await ended;
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]+\+NotoSansDevanagari-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]+\+NotoSansDevanagari-Bold/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]+\+NotoSans-Regular/);
  });
});
