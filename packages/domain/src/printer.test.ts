import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINTER_SETTINGS, printerSettingsSchema, printServiceUrl } from './printer.ts';

describe('local print service address', () => {
  it.each([
    [{ printerHost: 'localhost', useHttps: false }, 'http://localhost:7088'],
    [{ printerHost: 'localhost', useHttps: true }, 'https://localhost:8881'],
    [{ printerHost: '192.168.1.20', useHttps: false }, 'http://192.168.1.20:7088'],
    [{ printerHost: '127.0.0.1:40123', useHttps: false }, 'http://127.0.0.1:40123'],
    [{ printerHost: '', useHttps: false }, 'http://localhost:7088'],
  ])('%o → %s', (settings, url) => {
    expect(printServiceUrl(settings)).toBe(url);
  });

  it('defaults to localhost over http with the 80 mm receipt template', () => {
    expect(DEFAULT_PRINTER_SETTINGS).toMatchObject({
      printerHost: 'localhost',
      useHttps: false,
      templateId: '80MM',
    });
  });

  it('refuses a host with a path or a bad GSTIN', () => {
    expect(printerSettingsSchema.safeParse({ printerHost: 'http://x/y' }).success).toBe(false);
    expect(printerSettingsSchema.safeParse({ gstin: '27AAPFU0939F1Z' }).success).toBe(false);
    expect(printerSettingsSchema.parse({ gstin: '27aapfu0939f1zv' }).gstin).toBe('27AAPFU0939F1ZV');
  });
});
