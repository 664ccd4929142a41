import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { type Domain, useCheckDomainRecords } from '../api/domains.ts';
import { PointRecords } from './point-records.tsx';

const domain: Domain = {
  domainId: 7,
  host: 'ganeshstores.in',
  isVerified: true,
  verifiedAt: '2026-11-27T10:00:00.000Z',
  txtRecord: { name: '_storekeep.ganeshstores.in', value: 'storekeep-verify=abc' },
  pointRecords: [
    { type: 'A', name: 'ganeshstores.in', value: '203.0.113.7' },
    { type: 'CNAME', name: 'www.ganeshstores.in', value: 'ganeshstores.in' },
  ],
  certificate: null,
};

function Checked() {
  return <PointRecords domain={domain} check={useCheckDomainRecords()} />;
}

describe('the records that point a domain at the shop', () => {
  it('lists them and, once checked, says which is correct, wrong (and where it points) or missing', async () => {
    const { fetchMock } = fakeApi(() =>
      jsonResponse(200, {
        domain,
        allRight: false,
        records: [
          { ...domain.pointRecords[0], status: 'wrong', found: ['198.51.100.1'] },
          { ...domain.pointRecords[1], status: 'missing', found: [] },
        ],
      }),
    );
    renderWithApp(<Checked />);
    // The table (from the small-tablet width) and the phone's cards say the same.
    const table = within(await screen.findByTestId('point-records-7'));
    const cards = within(screen.getByTestId('record-cards-7'));
    for (const view of [table, cards]) {
      expect(view.getByText('203.0.113.7')).toBeTruthy();
      expect(view.getByText('CNAME')).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Check records' }));
    expect(await table.findByText('Wrong: it points to 198.51.100.1')).toBeTruthy();
    expect(table.getByText('Not found yet')).toBeTruthy();
    expect(cards.getByText('Wrong: it points to 198.51.100.1')).toBeTruthy();
    expect(cards.getByText('Not found yet')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/site/domains/7/check-records');
  });

  it('says so when every record is correct', async () => {
    fakeApi(() =>
      jsonResponse(200, {
        domain,
        allRight: true,
        records: domain.pointRecords.map((record) => ({ ...record, status: 'right', found: [record.value] })),
      }),
    );
    renderWithApp(<Checked />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check records' }));
    expect(
      await screen.findByText('All records are correct. Your shop will open on this domain.'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('point-records-7')).getAllByText('Correct')).toHaveLength(2);
    expect(within(screen.getByTestId('record-cards-7')).getAllByText('Correct')).toHaveLength(2);
  });
});
