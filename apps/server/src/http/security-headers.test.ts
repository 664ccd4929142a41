import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers.ts';

/** What helmet's own middleware sets on a real response. */
function setByHelmet(options: HelmetOptions) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe('security headers', () => {
  it('are the headers helmet sets, computed once', () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
      },
    };
    const headers = securityHeadersOf(options);
    expect(headers).toEqual(setByHelmet(options));
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('refuses a policy helmet refuses', () => {
    expect(() =>
      securityHeadersOf({ contentSecurityPolicy: { directives: { 'script-src': ["'self'; evil"] } } }),
    ).toThrow();
  });
});
