import { describe, expect, it } from 'vitest';
import { TRIAL_EXPIRY_ROUTES, type TrialState, trialBanner, trialExpiryRoute } from './trial.ts';

const trial = (start: string | null, end: string | null, isTrial = true): TrialState => ({
  isTrial,
  trialStartDate: start,
  trialEndDate: end,
});

describe('trial banner (back-office.md §2, §4)', () => {
  it.each([
    ['2026-03-01T09:00:00Z', { kind: 'first-day', text: 'Your Trial has Just Started' }],
    ['2026-03-01T23:59:00Z', { kind: 'first-day', text: 'Your Trial has Just Started' }],
    ['2026-02-28T10:00:00Z', { kind: 'first-day', text: 'Your Trial has Just Started' }],
    ['2026-03-02T08:00:00Z', { kind: 'days-left', daysLeft: 13, text: '13 Day(s) Left in Your Trial' }],
    ['2026-03-14T08:00:00Z', { kind: 'days-left', daysLeft: 1, text: '1 Day(s) Left in Your Trial' }],
    ['2026-03-20T08:00:00Z', { kind: 'days-left', daysLeft: 0, text: '0 Day(s) Left in Your Trial' }],
  ])('on %s shows %j', (now, banner) => {
    expect(trialBanner(trial('2026-03-01T08:00:00Z', '2026-03-15T08:00:00Z'), new Date(now))).toEqual(banner);
  });

  it.each([
    ['not a trial', trial('2026-03-01', '2026-03-15', false)],
    ['no start', trial(null, '2026-03-15')],
    ['no end', trial('2026-03-01', null)],
  ])('shows nothing when %s', (_label, state) => {
    expect(trialBanner(state, new Date('2026-03-05'))).toBeNull();
  });
});

describe('trial expiry route', () => {
  it.each([
    [false, 0, null],
    [false, 1, null],
    [true, 0, '/trialExpiry/expired'],
    [true, 1, '/trialExpiry/progress'],
    [true, 2, '/trialExpiry/progress'],
  ])('expired %s, updateRequest %i → %s', (expired, update, route) => {
    expect(trialExpiryRoute(expired, update)).toBe(route);
  });

  it('keeps the spec routes', () => {
    expect(TRIAL_EXPIRY_ROUTES).toEqual({
      expired: '/trialExpiry/expired',
      progress: '/trialExpiry/progress',
    });
  });
});
