import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CustomerPicker, type PickedCustomer } from './customer-picker.tsx';

const ravi = {
  customerId: 5,
  name: 'Ravi Kumar',
  mobileNumber: '9876543210',
  gstin: null,
  isB2b: false,
  balancePaise: 15_000,
};
const created = {
  ...ravi,
  customerId: 8,
  name: 'Meena Traders',
  mobileNumber: '9123456780',
  gstin: '29ABCDE1234F1Z5',
  isB2b: true,
  balancePaise: 0,
  email: null,
  creditLimitPaise: null,
  creditPeriodDays: null,
  addresses: [],
  createdAt: '2026-11-23T06:00:00.000Z',
};

function Harness({ onPick }: { onPick: (c: PickedCustomer | null) => void }) {
  const [value, setValue] = useState<PickedCustomer | null>(null);
  return (
    <CustomerPicker
      value={value}
      onChange={(c) => {
        setValue(c);
        onPick(c);
      }}
    />
  );
}

function serve() {
  return fakeApi((url, init) => {
    if (url === '/api/v1/app-data')
      return jsonResponse(200, buildAppData({ supplier: { supplierType: 'B2B' } }));
    if (init.method === 'POST' && url === '/api/v1/customers') {
      const body = JSON.parse(String(init.body));
      if (String(body.gstin).toUpperCase() === '29ABCDE1234F1Z9')
        return jsonResponse(400, {
          error: {
            code: 'invalid',
            message: 'Check the fields',
            fields: { gstin: 'This GSTIN is already used' },
          },
        });
      return jsonResponse(201, created);
    }
    const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
    const customers = ['ravi', '98765'].some((t) => search.toLowerCase().startsWith(t)) ? [ravi] : [];
    return jsonResponse(200, { customers, page: 1, pageSize: 50, hasMore: false });
  });
}

describe('customer picker', () => {
  it('finds a customer by mobile and picks them', async () => {
    const { fetchMock } = serve();
    const onPick = vi.fn();
    renderWithApp(<Harness onPick={onPick} />);
    const input = await screen.findByTestId('customer-picker-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '98765' } });
    fireEvent.click(await screen.findByTestId('customer-option-5'));
    expect(onPick).toHaveBeenCalledWith({ customerId: 5, name: 'Ravi Kumar', mobileNumber: '9876543210' });
    expect((screen.getByTestId('customer-picker-value') as HTMLInputElement).value).toBe(
      'Ravi Kumar · 9876543210',
    );
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/customers?page=1&search=98765'),
    ).toBe(true);
  });

  it('quick-adds a B2B customer, checking mobile, pincode and GSTIN with the domain patterns', async () => {
    const { fetchMock } = serve();
    const onPick = vi.fn();
    renderWithApp(<Harness onPick={onPick} />);
    const input = await screen.findByTestId('customer-picker-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Meena Traders' } });
    fireEvent.click(await screen.findByTestId('customer-picker-add'));
    expect(((await screen.findByTestId('customer-name')) as HTMLInputElement).value).toBe('Meena Traders');
    fireEvent.change(screen.getByTestId('customer-mobile'), { target: { value: '12345' } });
    fireEvent.change(screen.getByTestId('customer-gstin'), { target: { value: 'NOTAGSTIN' } });
    fireEvent.click(screen.getByTestId('customer-address-toggle'));
    fireEvent.change(screen.getByTestId('customer-address'), { target: { value: '12 MG Road' } });
    fireEvent.change(screen.getByTestId('customer-pincode'), { target: { value: '012345' } });
    fireEvent.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText('Enter a valid 10 digit mobile number')).toBeTruthy();
    expect(screen.getByText('Enter a valid 15 character GSTIN')).toBeTruthy();
    expect(screen.getByText('Enter a valid 6 digit pincode')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('customer-mobile'), { target: { value: '+91 91234 56780' } });
    fireEvent.change(screen.getByTestId('customer-gstin'), { target: { value: '29abcde1234f1z9' } });
    fireEvent.change(screen.getByTestId('customer-pincode'), { target: { value: '560001' } });
    fireEvent.click(screen.getByTestId('customer-save'));
    // The server's field error lands beside its field.
    expect(await screen.findByText('This GSTIN is already used')).toBeTruthy();

    fireEvent.change(screen.getByTestId('customer-gstin'), { target: { value: '29abcde1234f1z5' } });
    // Her messages in Kannada, not the store's language.
    fireEvent.change(screen.getByTestId('customer-language'), { target: { value: 'kn' } });
    fireEvent.click(screen.getByTestId('customer-save'));
    await vi.waitFor(() =>
      expect(onPick).toHaveBeenCalledWith({
        customerId: 8,
        name: 'Meena Traders',
        mobileNumber: '9123456780',
      }),
    );
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual({
      name: 'Meena Traders',
      mobileNumber: '+91 91234 56780',
      isB2b: true,
      gstin: '29abcde1234f1z5',
      language: 'kn',
      address: {
        addressLine1: '12 MG Road',
        city: null,
        stateCode: null,
        pincode: '560001',
        isDefault: true,
      },
    });
  });
});
