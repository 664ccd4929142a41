// The invoice and the khata statement in the reader's language: the customer's own, else the
// asking staff member's, else the store's, or the one asked with ?language=. The words are read
// back from the PDF with poppler's pdftotext, so the Indic runs must come out as real text.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_LANGUAGE_MESSAGE } from '@storekeep/domain/document-texts';
import { translateMessage } from '@storekeep/domain/message-translation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { caller, createProduct, setFlags } from '../orders/test-support.ts';

let h: Harness;
let store: StoreFixture;
let owner: ReturnType<typeof caller>;
let tamilCustomer: number;
let plainCustomer: number;
let tamilOrder: number;
let walkInOrder: number;
const folder = mkdtempSync(join(tmpdir(), 'invoice-languages-'));

beforeAll(async () => {
  h = await createHarness();
  // The store writes Marathi, its owner reads Bengali.
  store = await createStore(h, {
    storeName: 'Meenakshi Stores',
    supplier: { language: 'mr' },
    owner: { language: 'bn' },
  });
  owner = caller(h, await login(h, store.owner));
  await h.database.db
    .update(t.outlets)
    .set({ stateId: 29, state: 'Karnataka' })
    .where(eq(t.outlets.supplierId, store.supplierId));
  await setFlags(h, store, {
    isRoundOffEnabled: true,
    isEnabledCustomerCredit: true,
    defaultCreditLimit: 0,
    isShowHsnSacOnBilling: true,
    isDisplayTaxColumns: true,
  });
  await owner.call('PUT', '/api/v1/printer-settings', { gstin: '29AAPFU0939F1ZV' });
  const rice = await createProduct(h, store, {
    name: 'பொன்னி அரிசி',
    hsnSacNo: '1006',
    unit: 'kg',
    pricePaise: 6_250,
    taxRate: '5',
    stock: 100,
  });
  const soap = await createProduct(h, store, {
    name: 'Soap',
    hsnSacNo: '3401',
    pricePaise: 4_050,
    taxRate: '18',
    stock: 100,
  });
  const customer = async (name: string, mobileNumber: string, language: string | null) => {
    const reply = await owner.call('POST', '/api/v1/customers', { name, mobileNumber, language });
    expect(reply.statusCode).toBe(201);
    return (reply.json() as { customerId: number }).customerId;
  };
  tamilCustomer = await customer('Meena', '9800000101', 'ta');
  plainCustomer = await customer('Ravi', '9800000102', null);
  const order = async (customerId: number | null, key: string) => {
    const reply = await owner.call(
      'POST',
      '/api/v1/orders',
      {
        outletId: store.outlets[0]!.outletId,
        ...(customerId ? { customerId } : {}),
        items: [
          { productId: rice, quantity: 2.5 },
          { productId: soap, quantity: 3 },
        ],
        confirm: true,
        payments: [
          customerId
            ? { mode: 'CREDIT', amountPaise: 27_800 }
            : { mode: 'CASH', amountPaise: 27_800, tenderedPaise: 50_000 },
        ],
      },
      { 'idempotency-key': key },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    return (reply.json() as { orderId: number }).orderId;
  };
  tamilOrder = await order(tamilCustomer, 'lang-1');
  walkInOrder = await order(null, 'lang-2');
  await order(plainCustomer, 'lang-3');
});
afterAll(() => h.close());

/**
 * The PDF's text as pdftotext reads it, in the order it was drawn (-raw: the Indic words carry their
 * typed text, which -layout would place apart from their line). Saved under `name` for a look.
 */
function textOf(pdf: Buffer, name: string): string {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

async function pdfText(url: string, name: string, as = owner): Promise<string> {
  const reply = await as.call('GET', url);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  return textOf(reply.rawPayload, name);
}

const publicPdf = async (url: string, name: string) => {
  const reply = await h.app.inject({ method: 'GET', url });
  expect(reply.statusCode, reply.body).toBe(200);
  return textOf(reply.rawPayload, name);
};

const expectAll = (text: string, words: string[]) => {
  for (const word of words) expect(text, word).toContain(word);
};

describe('the invoice in the reader’s language', () => {
  it("is in the customer's language (Tamil) on A4, the amount in words too, codes and figures kept", async () => {
    const text = await pdfText(`/api/v1/orders/${tamilOrder}/invoice?layout=A4`, 'tamil-a4');
    expectAll(text, [
      'வரி விலைப்பட்டியல்',
      'விலைப்பட்டியல் எண்: ',
      'தேதி: ',
      'விநியோக இடம்: ',
      'Karnataka (29)',
      'வாடிக்கையாளர்',
      'போன்: ',
      'பொருள்',
      'அளவு',
      'தள்ளுபடி',
      'தொகை',
      'வரிக்குரிய மதிப்பு',
      'ரவுண்ட் ஆஃப்',
      'மொத்தம்',
      'வாரியான வரிச் சுருக்கம்',
      'மொத்த வரி',
      'கடன் (கணக்கு) மூலம் செலுத்தியது: ₹278.00',
      'பொன்னி அரிசி',
      'GSTIN: 29AAPFU0939F1ZV',
      'SGST @ 2.5%',
      'CGST @ 9%',
      'ரூபாய் இருநூற்றெழுபத்தெட்டு மட்டும்',
    ]);
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('Rupees');
  });

  it("is in the asking staff member's language (Bengali) for a walk-in sale, on 80 mm", async () => {
    const text = await pdfText(`/api/v1/orders/${walkInOrder}/invoice?layout=80MM`, 'bengali-80mm');
    expectAll(text, [
      'ট্যাক্স ইনভয়েস',
      'নং: ',
      'করযোগ্য মূল্য',
      'রাউন্ড অফ',
      'মোট',
      'Rs 278.00',
      'নগদ',
      'ফেরত',
      'কর 5%',
      'SGST @ 2.5%',
      'দুশো আটাত্তর টাকা মাত্র',
    ]);
  });

  it('prints the 58 mm receipt in Tamil', async () => {
    const text = await pdfText(`/api/v1/orders/${tamilOrder}/invoice?layout=58MM`, 'tamil-58mm');
    expectAll(text, ['வரி விலைப்பட்டியல்', 'எண்: ', 'வாடிக்கையாளர்: ', 'வரிக்குரிய மதிப்பு', 'மொத்தம்', 'மட்டும்']);
  });

  it('takes the language asked with ?language=, English included', async () => {
    const english = await pdfText(`/api/v1/orders/${tamilOrder}/invoice?layout=A4&language=en`, 'english-a4');
    expectAll(english, [
      'Tax Invoice',
      'Invoice No: ',
      'Bill to',
      'Taxable value',
      'Paid by Credit (khata): ₹278.00',
      'Rupees Two Hundred Seventy Eight Only',
    ]);
    const hindi = await pdfText(`/api/v1/orders/${walkInOrder}/invoice?layout=A4&language=hi`, 'hindi-a4');
    expectAll(hindi, ['टैक्स इनवॉइस', 'काउंटर ग्राहक', 'नकद से भुगतान: ₹278.00', 'रुपये दो सौ अठहत्तर मात्र']);
  });

  it('refuses a language that is not one of the nine', async () => {
    const reply = await owner.call('GET', `/api/v1/orders/${tamilOrder}/invoice?language=fr`);
    expect(reply.statusCode).toBe(400);
    // The owner reads Bengali (set above): the refusal comes in it (reply-language.ts).
    expect(reply.json().error.message).toBe(translateMessage(DOCUMENT_LANGUAGE_MESSAGE, 'bn'));
  });
});

describe('the khata statement in the reader’s language', () => {
  it("is in the customer's language", async () => {
    const text = await pdfText(`/api/v1/khata/${tamilCustomer}/statement`, 'tamil-statement');
    expectAll(text, ['கடன் கணக்கு அறிக்கை', 'விவரம்', 'நிலுவை', 'கடனில் பில் #', 'செலுத்த வேண்டிய நிலுவை: ₹278.00']);
  });

  it("is in the staff member's language for a customer without one, or as asked", async () => {
    const text = await pdfText(`/api/v1/khata/${plainCustomer}/statement`, 'bengali-statement');
    expectAll(text, ['খাতার হিসাব', 'বাকিতে বিল #', 'বাকি: ₹278.00']);
    const asked = await pdfText(`/api/v1/khata/${plainCustomer}/statement?language=gu`, 'gujarati-statement');
    expectAll(asked, ['ખાતાનો હિસાબ', 'ઉધાર પર બિલ #']);
    const wrong = await owner.call('GET', `/api/v1/khata/${plainCustomer}/statement?language=xx`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(translateMessage(DOCUMENT_LANGUAGE_MESSAGE, 'bn'));
  });

  it("is in the store's language from the customer's link when the customer has none", async () => {
    const link = (await owner.call('POST', `/api/v1/khata/${plainCustomer}/statement-links`)).json();
    const token = link.url.split('/statement/')[1];
    const text = await publicPdf(`/api/v1/statements/${token}/pdf`, 'marathi-statement');
    expectAll(text, ['खाते विवरण', 'उधारीवर बिल #', 'येणे बाकी: ₹278.00']);
    const asked = await publicPdf(`/api/v1/statements/${token}/pdf?language=te`, 'telugu-statement');
    expectAll(asked, ['ఖాతా వివరాలు', 'అప్పుపై బిల్ #']);
  });
});

describe('the OpenAPI document', () => {
  it('lists ?language= with the nine codes on the invoice and both statement PDFs', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = reply.json().paths as Record<
      string,
      { get: { parameters?: Array<{ name: string; in: string; schema: { enum?: string[] } }> } }
    >;
    for (const path of [
      '/api/v1/orders/{orderId}/invoice',
      '/api/v1/khata/{customerId}/statement',
      '/api/v1/statements/{token}/pdf',
    ]) {
      const language = paths[path]?.get.parameters?.find((p) => p.name === 'language' && p.in === 'query');
      expect(language?.schema.enum, path).toEqual(['en', 'hi', 'mr', 'bn', 'ta', 'gu', 'kn', 'ml', 'te']);
    }
  });
});
