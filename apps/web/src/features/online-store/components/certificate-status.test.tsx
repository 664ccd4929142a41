import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import type { Domain } from '../api/domains.ts';
import { CertificateStatus } from './certificate-status.tsx';

const domain: Domain = {
  domainId: 7,
  host: 'ganeshstores.in',
  isVerified: true,
  verifiedAt: '2026-11-27T10:00:00.000Z',
  txtRecord: { name: '_storekeep.ganeshstores.in', value: 'storekeep-verify=abc' },
  pointRecords: [],
  certificate: null,
};

describe("a domain's HTTPS certificate", () => {
  it('shows nothing before one was asked for', async () => {
    renderWithApp(
      <div>
        <span>{domain.host}</span>
        <CertificateStatus domain={domain} />
      </div>,
    );
    await screen.findByText(domain.host);
    expect(screen.queryByText('HTTPS certificate')).toBeNull();
  });

  it('says it is being issued', async () => {
    renderWithApp(
      <CertificateStatus
        domain={{
          ...domain,
          certificate: { status: 'pending', error: null, expiresAt: null, renewsAt: null },
        }}
      />,
    );
    expect(await screen.findByText('Being issued')).toBeTruthy();
    expect(
      screen.getByText('We are getting a certificate for this domain. This usually takes a minute.'),
    ).toBeTruthy();
  });

  it('shows an issued one with its expiry and the day it renews', async () => {
    renderWithApp(
      <CertificateStatus
        domain={{
          ...domain,
          certificate: {
            status: 'issued',
            error: null,
            expiresAt: '2027-02-25T10:00:00.000Z',
            renewsAt: '2027-01-26T10:00:00.000Z',
          },
        }}
      />,
    );
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Valid until 25 Feb 2027')).toBeTruthy();
    expect(screen.getByText('Renews by itself on 26 Jan 2027')).toBeTruthy();
  });

  it("shows a failed one with the authority's reason and how to try again", async () => {
    renderWithApp(
      <CertificateStatus
        domain={{
          ...domain,
          certificate: { status: 'failed', error: 'rateLimited', expiresAt: null, renewsAt: null },
        }}
      />,
    );
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText('The certificate authority said: rateLimited')).toBeTruthy();
    expect(screen.getByText('Check records again to try once more.')).toBeTruthy();
  });
});
