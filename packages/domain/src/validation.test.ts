import { describe, expect, it } from 'vitest';
import {
  AMOUNT_7_2_PATTERN,
  AMOUNT_PATTERN,
  allowedCharactersMessage,
  amountToPaise,
  BARCODE_PATTERN,
  CAMPAIGN_NAME_PATTERN,
  canSendOtpByMobile,
  controlError,
  DIGITS_PATTERN,
  DOMAIN_PATTERN,
  EMAIL_PATTERN,
  fields,
  HSN_SAC_PATTERN,
  INDIAN_MOBILE_PATTERN,
  INTERNATIONAL_MOBILE_PATTERN,
  INVOICE_NUMBER_PATTERN,
  IP_ADDRESS_PATTERN,
  isPhoneRequired,
  isValidDateText,
  isValidDayMonthYear,
  NEGATIVE_AMOUNT_PATTERN,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  PLACE_NAME_PATTERN,
  parseDayMonthYearText,
  phoneValidationMessage,
  phoneWithCountrySchema,
  REQUIRED_FIELD_MESSAGE,
  requiredText,
  SKU_PATTERN,
  TAX_NAME_PATTERN,
  VALIDATION_MESSAGES,
  WEB_ACCOUNT_NAME_PATTERN,
  WEBSITE_PATTERN,
} from './validation.ts';

type Row = [pattern: RegExp, value: string, ok: boolean];

describe('patterns (shared-blocks.md §5)', () => {
  it.each<Row>([
    // "Amount: up to 10 digits and 2 decimals"
    [AMOUNT_PATTERN, '1234567890', true],
    [AMOUNT_PATTERN, '1234567890.99', true],
    [AMOUNT_PATTERN, '12345678901', false],
    [AMOUNT_PATTERN, '1.999', false],
    [AMOUNT_PATTERN, '-1', false],
    [AMOUNT_PATTERN, '1.', false],
    // "a negative variant allows a leading minus"
    [NEGATIVE_AMOUNT_PATTERN, '-1234567890.5', true],
    [NEGATIVE_AMOUNT_PATTERN, '--1', false],
    // "up to 7 integer digits and 2 decimals"
    [AMOUNT_7_2_PATTERN, '9999999.99', true],
    [AMOUNT_7_2_PATTERN, '10000000', false],
    [DIGITS_PATTERN, '0123', true],
    [DIGITS_PATTERN, '12a', false],
    // "starts 6-9, 10 digits, optional +91 or 0 prefix"
    [INDIAN_MOBILE_PATTERN, '9876543210', true],
    [INDIAN_MOBILE_PATTERN, '+919876543210', true],
    [INDIAN_MOBILE_PATTERN, '09876543210', true],
    [INDIAN_MOBILE_PATTERN, '5876543210', false],
    [INDIAN_MOBILE_PATTERN, '987654321', false],
    [INTERNATIONAL_MOBILE_PATTERN, '+14155552671', true],
    [INTERNATIONAL_MOBILE_PATTERN, '0123456', false],
    [INTERNATIONAL_MOBILE_PATTERN, '+1234567890123456', false],
    // "Pincode: 6 digits, not starting with 0"
    [PINCODE_PATTERN, '560001', true],
    [PINCODE_PATTERN, '060001', false],
    [PINCODE_PATTERN, '56000', false],
    // "HSN/SAC: 2-15 characters of digits, dash, dot"
    [HSN_SAC_PATTERN, '99', true],
    [HSN_SAC_PATTERN, '1006.30-10', true],
    [HSN_SAC_PATTERN, '9', false],
    [HSN_SAC_PATTERN, '1234567890123456', false],
    [HSN_SAC_PATTERN, '12a4', false],
    // "letters, digits, underscore, slash, backslash, dot, hyphen"
    [BARCODE_PATTERN, 'Ab_1/2\\3.4-5', true],
    [BARCODE_PATTERN, 'AB 12', false],
    [BARCODE_PATTERN, 'AB*12', false],
    // "Web account name: 1-20 characters"
    [WEB_ACCOUNT_NAME_PATTERN, 'a'.repeat(20), true],
    [WEB_ACCOUNT_NAME_PATTERN, 'a'.repeat(21), false],
    [WEB_ACCOUNT_NAME_PATTERN, '', false],
    // "Phone: digits, up to 14"
    [PHONE_PATTERN, '1'.repeat(14), true],
    [PHONE_PATTERN, '1'.repeat(15), false],
    // "Campaign name: up to 50 characters"
    [CAMPAIGN_NAME_PATTERN, 'x'.repeat(50), true],
    [CAMPAIGN_NAME_PATTERN, 'x'.repeat(51), false],
    // "IP address field: letters, digits, colon, dot"
    [IP_ADDRESS_PATTERN, '192.168.0.1', true],
    [IP_ADDRESS_PATTERN, 'fe80::1', true],
    [IP_ADDRESS_PATTERN, '10.0.0.1/24', false],
    // Shapes of our choosing (the spec does not show them)
    [EMAIL_PATTERN, 'asha@shop.in', true],
    [EMAIL_PATTERN, 'asha@shop', false],
    [DOMAIN_PATTERN, 'asha-stores.co.in', true],
    [DOMAIN_PATTERN, '-asha.in', false],
    [DOMAIN_PATTERN, 'localhost', false],
    [WEBSITE_PATTERN, 'https://asha.in/shop?x=1', true],
    [WEBSITE_PATTERN, 'www.asha.in', true],
    [WEBSITE_PATTERN, 'ftp://asha.in', false],
    [INVOICE_NUMBER_PATTERN, 'INV/2026-27/0001', true],
    [INVOICE_NUMBER_PATTERN, 'INV/2026-27/00001', false],
    [INVOICE_NUMBER_PATTERN, 'INV#1', false],
    [SKU_PATTERN, 'RICE-5KG_01', true],
    [SKU_PATTERN, 'RICE 5KG', false],
    [PERSON_NAME_PATTERN, "Asha D'Souza-Rao Jr.", true],
    [PERSON_NAME_PATTERN, 'आशा शर्मा', true],
    [PERSON_NAME_PATTERN, 'Asha 2', false],
    [PERSON_NAME_PATTERN, ' Asha', false],
    [PLACE_NAME_PATTERN, 'Sector 17, Chandigarh', true],
    [PLACE_NAME_PATTERN, 'பெங்களூரு', true],
    [PLACE_NAME_PATTERN, 'Pune<script>', false],
    [TAX_NAME_PATTERN, 'Compensation Cess (1)', true],
    [TAX_NAME_PATTERN, 'GST@18%', false],
    [TAX_NAME_PATTERN, 'x'.repeat(31), false],
  ])('%s on %j is %s', (pattern, value, ok) => {
    expect(pattern.test(value)).toBe(ok);
  });
});

describe('regex message builder', () => {
  it.each([
    [[], 'Only alphanumeric allowed'],
    [['_', '-'], 'Only alphanumeric, _, - allowed'],
    [['space'], 'Only alphanumeric, space allowed'],
  ])('builds the message for %j', (extras, message) => {
    expect(allowedCharactersMessage(extras)).toBe(message);
  });

  it('defaults to no extras', () => {
    expect(allowedCharactersMessage()).toBe('Only alphanumeric allowed');
  });
});

describe('day-month-year validity', () => {
  it.each([
    [29, 2, 2024, true],
    [29, 2, 2025, false],
    [29, 2, 1900, false],
    [29, 2, 2000, true],
    [31, 4, 2026, false],
    [31, 12, 2026, true],
    [0, 1, 2026, false],
    [1, 13, 2026, false],
    [1, 1, 999, false],
    [1.5, 1, 2026, false],
  ])('%i-%i-%i is %s', (d, m, y, ok) => {
    expect(isValidDayMonthYear(d, m, y)).toBe(ok);
  });

  it.each([
    ['29/02/2024', true],
    ['29-02-2024', true],
    ['29/02-2024', false],
    ['31/04/2026', false],
    ['1/1/2026', false],
    [' 01/01/2026 ', true],
  ])('date text %j is %s', (text, ok) => {
    expect(isValidDateText(text)).toBe(ok);
  });
});

it('splits valid date text into its parts', () => {
  expect(parseDayMonthYearText('05-01-2026')).toEqual({ day: 5, month: 1, year: 2026 });
  expect(parseDayMonthYearText('31-02-2026')).toBeNull();
});

describe('phone: required only when the country is IN', () => {
  it.each([
    ['', 'IN', REQUIRED_FIELD_MESSAGE],
    ['', 'in', REQUIRED_FIELD_MESSAGE],
    ['', 'US', null],
    ['98765 43210', 'IN', VALIDATION_MESSAGES.phone],
    ['9876543210', 'IN', null],
    ['123456789012345', 'US', VALIDATION_MESSAGES.phone],
  ])('%j in %s gives %s', (phone, country, message) => {
    expect(phoneValidationMessage(phone, country)).toBe(message);
  });

  it('says which countries require it', () => {
    expect(isPhoneRequired('IN')).toBe(true);
    expect(isPhoneRequired('AE')).toBe(false);
  });

  it('puts the error on the phone field in the schema', () => {
    const result = phoneWithCountrySchema.safeParse({ countryCode: 'IN', phone: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'Required Field', path: ['phone'] });
    expect(phoneWithCountrySchema.safeParse({ countryCode: 'AE', phone: '' }).success).toBe(true);
  });
});

describe('OTP by mobile', () => {
  it.each([
    ['9876543210', true, true],
    ['9876543210', false, false],
    ['987654321', true, false],
  ])('%s in app %s → %s', (mobile, app, ok) => {
    expect(canSendOtpByMobile(mobile, app)).toBe(ok);
  });
});

describe('generic form control', () => {
  const positive = (v: number) => (v > 0 ? null : 'Must be positive');
  it.each([
    [{ value: '', isRequired: true }, 'Required Field'],
    [{ value: '  ', isRequired: true }, 'Required Field'],
    [{ value: null, isRequired: true }, 'Required Field'],
    [{ value: [], isRequired: true }, 'Required Field'],
    [{ value: '', isRequired: false, validate: () => 'never called' }, null],
    [{ value: 'x', isRequired: true }, null],
  ])('%j gives %s', (control, message) => {
    expect(controlError<unknown>(control)).toBe(message);
  });

  it('lets the control validate a filled value', () => {
    expect(controlError({ value: -1, isRequired: true, validate: positive })).toBe('Must be positive');
    expect(controlError({ value: 0, validate: positive })).toBe('Must be positive');
    expect(controlError<number | undefined>({ value: undefined, validate: () => 'never' })).toBeNull();
  });
});

describe('zod helpers', () => {
  it('requiredText trims and says Required Field', () => {
    expect(requiredText().safeParse('  ').error?.issues[0]?.message).toBe('Required Field');
    expect(requiredText().parse(' Rice ')).toBe('Rice');
    expect(requiredText(3).safeParse('Rice').success).toBe(false);
  });

  it.each([
    ['amount', '99.50', true],
    ['amount', '', false],
    ['negativeAmount', '-5', true],
    ['amount72', '12345678', false],
    ['digits', '12', true],
    ['indianMobile', '+919876543210', true],
    ['internationalMobile', '+971501234567', true],
    ['pincode', '110001', true],
    ['hsnSac', '0910', true],
    ['barcode', '8901234567890', true],
    ['barcode', '1'.repeat(21), false],
    ['webAccountName', 'Asha', true],
    ['campaignName', 'Diwali sale', true],
    ['ipAddress', '10.0.0.1', true],
    ['email', 'a@b.co', true],
    ['domain', 'asha.in', true],
    ['website', 'asha.in', true],
    ['invoiceNumber', 'A/1', true],
    ['sku', 'A-1', true],
    ['personName', 'Asha', true],
    ['placeName', 'Pune', true],
    ['taxName', 'GST', true],
    ['date', '31/12/2026', true],
    ['date', '31/02/2026', false],
  ] as const)('fields.%s accepts %j: %s', (name, value, ok) => {
    expect(fields[name].safeParse(value).success).toBe(ok);
  });

  it('reports the barcode length with its own message', () => {
    expect(fields.barcode.safeParse('1'.repeat(21)).error?.issues[0]?.message).toBe(
      'Barcode cannot exceed 20 characters',
    );
    expect(fields.barcode.safeParse('AB CD').error?.issues[0]?.message).toBe(
      'Only alphanumeric, _, /, \\, ., - allowed',
    );
  });

  it('amountToPaise parses exact paise', () => {
    expect(amountToPaise().parse('1234567890.99')).toBe(123456789099);
    expect(amountToPaise().safeParse('-1').success).toBe(false);
    expect(amountToPaise({ allowNegative: true }).parse('-0.5')).toBe(-50);
    expect(amountToPaise({ required: false }).parse('')).toBeNull();
  });

  it.each([
    ['12.5', 1250],
    ['0.05', 5],
    ['-0.05', -5],
    ['-0', 0],
    ['7', 700],
  ])('amount text %s is %i paise', (text, paise) => {
    expect(amountToPaise({ allowNegative: true }).parse(text)).toBe(paise);
  });
});
