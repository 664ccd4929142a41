import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAppData } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { NotificationCentre } from './notification-centre.tsx';

describe('notification centre', () => {
  it('lists the waiting counters with 99+ and their type, each opening its list', async () => {
    renderWithApp(
      <NotificationCentre
        appData={buildAppData()}
        counts={{
          onlineOrderCount: { count: 120, type: 'normal' },
          enquiryUnreadCount: { count: 3, type: 'normal' },
          restockCount: { count: 2, type: 'warning' },
          customerCount: { count: 0, type: 'normal' },
        }}
      />,
    );
    fireEvent.click(await screen.findByTestId('notification-centre'));
    const online = await screen.findByTestId('notification-onlineOrderCount');
    expect(online.textContent).toContain('99+');
    expect(online.getAttribute('href')).toBe('/orders?tab=ONLINE');
    expect(screen.getByTestId('notification-enquiryUnreadCount').getAttribute('href')).toBe(
      '/onlineStore/enquiries',
    );
    expect(screen.getByTestId('notification-restockCount').getAttribute('href')).toBe('/inventory');
    expect(screen.queryByTestId('notification-customerCount')).toBeNull();
  });

  it('leaves out what the user may not open, and says when nothing is waiting', async () => {
    const staff = buildAppData({ user: { role: 'staff', staffPermissions: ['REPORTS:SALES'] } });
    renderWithApp(
      <NotificationCentre appData={staff} counts={{ onlineOrderCount: { count: 4, type: 'normal' } }} />,
    );
    fireEvent.click(await screen.findByTestId('notification-centre'));
    expect(await screen.findByText('You are all caught up')).toBeTruthy();
    expect(screen.queryByTestId('notification-onlineOrderCount')).toBeNull();
  });
});
