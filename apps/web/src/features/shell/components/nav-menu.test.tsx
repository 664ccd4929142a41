import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visibleNavEntries } from '../../../app/nav-items.ts';
import { buildAppData } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { NavMenu } from './nav-menu.tsx';

const keys = (appData: ReturnType<typeof buildAppData>) =>
  visibleNavEntries(appData).map((entry) => entry.key);

describe('left menu gating', () => {
  it('hides Orders from a staff member without ORDER:MENU', async () => {
    const staff = buildAppData({ user: { role: 'staff', staffPermissions: ['REPORTS:SALES'] } });
    renderWithApp(<NavMenu appData={staff} counts={undefined} onNavigate={() => {}} />);
    expect(await screen.findByTestId('nav-home')).toBeTruthy();
    expect(screen.getByTestId('nav-downloads')).toBeTruthy();
    expect(screen.getByTestId('nav-reports')).toBeTruthy();
    expect(screen.queryByTestId('nav-orders')).toBeNull();
    expect(screen.queryByTestId('nav-settings')).toBeNull();
    expect(screen.queryByTestId('nav-onlineStore')).toBeNull();
  });

  it('shows Orders to a staff member with ORDER:MENU, linking to /orders', async () => {
    const staff = buildAppData({ user: { role: 'staff', staffPermissions: ['ORDER:MENU'] } });
    renderWithApp(<NavMenu appData={staff} counts={undefined} onNavigate={() => {}} />);
    expect((await screen.findByTestId('nav-orders')).getAttribute('href')).toBe('/orders');
  });

  it('gives the owner every store entry but not the admin-only Suppliers', () => {
    const owner = keys(buildAppData());
    expect(owner).toEqual(
      expect.arrayContaining(['home', 'orders', 'settings', 'onlineStore', 'reports', 'khata']),
    );
    expect(owner).not.toContain('suppliers');
  });

  it('never offers credit khata to a BASICS store', () => {
    expect(keys(buildAppData({ supplier: { supplierType: 'BASICS' } }))).not.toContain('khata');
  });

  it('hides what the package hides', () => {
    const appData = buildAppData();
    const hidden = buildAppData({
      packageDetails: { ...appData.packageDetails!, packagePermissions: { Orders: 'HIDDEN' } },
    });
    expect(keys(hidden)).not.toContain('orders');
  });

  it('gives a platform admin without a store only Suppliers and the product templates', () => {
    expect(keys(buildAppData({ user: { role: 'platform_admin' }, supplier: null }))).toEqual([
      'suppliers',
      'productTemplates',
    ]);
  });

  it('shows notification badges, 99+ above 99', async () => {
    renderWithApp(
      <NavMenu
        appData={buildAppData()}
        counts={{
          pendingOrderCount: { count: 120, type: 'normal' },
          restockCount: { count: 0, type: 'warning' },
        }}
        onNavigate={() => {}}
      />,
    );
    expect((await screen.findByTestId('notification-badge-pendingOrderCount')).textContent).toBe('99+');
    expect(screen.queryByTestId('notification-badge-restockCount')).toBeNull();
  });

  it('opens the low-stock list from the orange restock badge, the entry itself the Inventory screen', async () => {
    const { router } = renderWithApp(
      <NavMenu
        appData={buildAppData()}
        counts={{ restockCount: { count: 4, type: 'warning' } }}
        onNavigate={() => {}}
      />,
    );
    const badge = await screen.findByTestId('notification-badge-restockCount');
    expect(screen.getByTestId('nav-inventory').getAttribute('href')).toBe('/inventory');
    fireEvent.click(badge);
    await waitFor(() => expect(router.state.location.href).toBe('/inventory?filter=low'));
  });
});
