import { describe, expect, it } from 'vitest';
import {
  featureGate,
  isPremiumPlan,
  PLAN_ACCOUNT_TYPES,
  packLimitGate,
  premiumPopupResult,
  UPGRADE_MODAL_DELAY_MS,
  UPGRADE_REQUEST_SENT,
  upgradeRequest,
  upgradeSourceDevice,
} from './plans.ts';

describe('feature gating', () => {
  it.each([
    [{ key: 'Add_Domain', status: 'PREMIUM' }, 'upgrade'],
    [{ key: 'Products', status: 'LIMITED', limit: 50 }, 'askLimit'],
    [{ key: 'Orders', status: 'FREE' }, 'allow'],
    [{ key: 'Orders', status: null }, 'allow'],
    [null, 'allow'],
  ])('%o → %s', (info, decision) => {
    expect(featureGate(info)).toBe(decision);
  });

  it.each([
    [{ access: 0, count: 50 }, 'upgrade'],
    [{ access: 1, count: 12 }, 'allow'],
  ])('pack limit %o → %s', (response, decision) => {
    expect(packLimitGate(response)).toBe(decision);
  });

  it.each([
    ['continue', true],
    ['close', false],
    ['upgrade', false],
  ] as const)('the popup closed with %s resolves isAllow %s', (button, isAllow) => {
    expect(premiumPopupResult(button)).toEqual({ isAllow });
  });

  it('knows the eight account types, the delay and the success text', () => {
    expect(PLAN_ACCOUNT_TYPES).toHaveLength(8);
    expect(UPGRADE_MODAL_DELAY_MS).toBe(700);
    expect(UPGRADE_REQUEST_SENT).toBe('Upgrade Request Sent Successfully');
  });

  it.each([
    [12, '12', true],
    [12, 13, false],
  ])('package %s with premium package %s is premium: %s', (pkg, premium, yes) => {
    expect(isPremiumPlan(pkg, premium)).toBe(yes);
  });
});

describe('upgrade request', () => {
  it.each([
    ['AndroidApp', 'Android'],
    ['IosApp', 'Ios'],
    ['IPad', 'Ipad'],
    ['IPadApp', 'Ipad'],
    ['MobileBrowser', 'Mobile'],
    ['IosBrowser', 'Mobile'],
    ['WebBrowser', 'Web'],
  ])('%s sends sourceDevice %s', (deviceType, source) => {
    expect(upgradeSourceDevice(deviceType)).toBe(source);
  });

  const owner = {
    packageId: 3,
    storeName: 'Asha Kirana',
    ownerMobileNumber: '9876543210',
    ownerEmail: 'asha@example.in',
    ownerName: ' Asha  Devi Rao ',
  };

  it('carries the owner data and the tenure', () => {
    expect(
      upgradeRequest(owner, { upgradePackageId: 7, module: 'Home', deviceType: 'WebBrowser', tenure: '12' }),
    ).toEqual({
      currentPacakageId: '3',
      upgradePackageId: '7',
      storeName: 'Asha Kirana',
      firstName: 'Asha',
      lastName: 'Devi Rao',
      mobileNumber: '9876543210',
      emailId: 'asha@example.in',
      module: 'Home',
      sourceDevice: 'Web',
      jsonData: '{"tenure":"12"}',
    });
  });

  it('leaves jsonData out without a tenure', () => {
    const request = upgradeRequest(
      { ...owner, ownerName: 'Asha' },
      { upgradePackageId: 7, module: 'Website', deviceType: 'IosApp' },
    );
    expect(request).toMatchObject({
      firstName: 'Asha',
      lastName: '',
      module: 'Website',
      sourceDevice: 'Ios',
    });
    expect(request).not.toHaveProperty('jsonData');
  });
});
