import type { DrawerDayReply } from '@storekeep/domain/cash-drawer';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DrawerCloseForm } from './drawer-close-form.tsx';

const DAY: DrawerDayReply = {
  day: '2026-10-05',
  accountId: 7,
  outletName: 'Main',
  counterName: 'Counter 1',
  mainCounter: true,
  cashSalesPaise: 40_000,
  khataCollectionsPaise: 7_500,
  refundsPaise: 10_000,
  paidOutPaise: 5_000,
  close: null,
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function renderForm(day = DAY) {
  fakeApi(() => jsonResponse(500));
  const onSubmit = vi.fn();
  renderWithApp(<DrawerCloseForm day={day} saving={false} error={null} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('cash-drawer close form', () => {
  it('works out the expected cash and the difference as the cashier types, and sends paise', async () => {
    const onSubmit = renderForm();
    await screen.findByTestId('drawer-float');
    type('drawer-float', '1000');
    // 1000 + 400 + 75 − 100 − 50 = 1325 expected.
    expect(screen.getByTestId('drawer-expected').textContent).toContain('1,325.00');
    type('drawer-counted', '1320');
    expect(screen.getByTestId('drawer-difference').textContent).toBe('Short by ₹5.00');
    type('drawer-counted', '1330.50');
    expect(screen.getByTestId('drawer-difference').textContent).toBe('Over by ₹5.50');
    fireEvent.click(screen.getByTestId('drawer-close'));
    expect(onSubmit).toHaveBeenCalledWith({
      day: '2026-10-05',
      openingFloatPaise: 100_000,
      countedPaise: 133_050,
      count: null,
    });
  });

  it('adds up a count by denomination and sends the count with it', async () => {
    const onSubmit = renderForm();
    await screen.findByTestId('drawer-float');
    type('drawer-float', '0');
    fireEvent.click(screen.getByTestId('drawer-by-notes'));
    type('drawer-note-200', '1');
    type('drawer-note-100', '1');
    type('drawer-coins', '25');
    expect(screen.getByTestId('drawer-difference').textContent).toBe('Cash matches');
    fireEvent.click(screen.getByTestId('drawer-close'));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        countedPaise: 32_500,
        count: {
          notes: { '2000': 0, '500': 0, '200': 1, '100': 1, '50': 0, '20': 0, '10': 0 },
          coinsPaise: 2_500,
        },
      }),
    );
  });

  it('sends nothing while an amount is missing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(await screen.findByTestId('drawer-close'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect((await screen.findAllByText('Enter an amount of 0 or more')).length).toBeGreaterThan(0);
  });

  it('shows an earlier close with who closed it, and offers to close again', async () => {
    renderForm({
      ...DAY,
      close: {
        ...DAY,
        openingFloatPaise: 100_000,
        expectedPaise: 132_500,
        countedPaise: 132_000,
        differencePaise: -500,
        count: null,
        closedBy: 'Asha',
        closedAt: '2026-10-05T15:30:00Z',
      },
    });
    expect((await screen.findByTestId('drawer-closed-by')).textContent).toContain(
      'Closed by Asha on 5-Oct-2026 21:00',
    );
    expect(screen.getByTestId('drawer-difference').textContent).toBe('Short by ₹5.00');
    expect(screen.getByTestId('drawer-close').textContent).toBe('Close again');
  });
});

describe('cash-drawer close form: the server refuses', () => {
  const renderRefused = (error: { message: string; fields: Record<string, string> }) => {
    fakeApi(() => jsonResponse(500));
    renderWithApp(<DrawerCloseForm day={DAY} saving={false} error={error} onSubmit={vi.fn()} />);
  };

  it('shows a field error beside its field', async () => {
    renderRefused({ message: 'Bad float', fields: { openingFloatPaise: 'Bad float' } });
    expect(await screen.findByText('Bad float')).toBeTruthy();
    expect(screen.queryByTestId('drawer-error')).toBeNull();
  });

  it('shows any other refusal above the button', async () => {
    const message = 'A day that has not come yet cannot be closed.';
    renderRefused({ message, fields: { day: message } });
    expect((await screen.findByTestId('drawer-error')).textContent).toBe(message);
  });
});
