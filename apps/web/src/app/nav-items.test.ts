// The menu reads the same rule as the server's routes (MENU_AREAS; the server side is proved over
// HTTP in apps/server/src/menu-areas.test.ts): every entry carries its area's rule unchanged, and
// the entries shown to each role are those the rule admits.
import { MENU_AREAS, mayOpen, type Role, STAFF_PERMISSIONS } from '@storekeep/domain/permissions';
import { describe, expect, it } from 'vitest';
import { buildAppData } from '../test/fixtures.ts';
import { NAV_ENTRIES, visibleNavEntries } from './nav-items.ts';

const RULE_FIELDS = ['permission', 'roles', 'packageFeature', 'needsSupplier'] as const;

describe('menu entries', () => {
  it("carry their area's rule as the server reads it, and every area has an entry", () => {
    for (const entry of NAV_ENTRIES) {
      const area: Record<string, unknown> = MENU_AREAS[entry.key];
      for (const field of RULE_FIELDS)
        expect([entry.key, field, entry[field]]).toEqual([entry.key, field, area[field]]);
    }
    expect(NAV_ENTRIES.map((e) => e.key).sort()).toEqual(Object.keys(MENU_AREAS).sort());
  });

  const people: Array<[string, Role, string[]]> = [
    ['owner', 'owner', []],
    ['staff without permissions', 'staff', []],
    ...STAFF_PERMISSIONS.map((p): [string, Role, string[]] => [`staff with ${p}`, 'staff', [p]]),
    ['delivery boy', 'delivery_boy', []],
  ];
  it.each(people)('shows %s exactly the entries the rule lets them open', (_name, role, permissions) => {
    const appData = buildAppData({ user: { role, staffPermissions: permissions } });
    const actor = { role, supplierType: 'B2C' as const, permissions };
    const expected = NAV_ENTRIES.filter(
      (e) => mayOpen(actor, MENU_AREAS[e.key]) && (e.needsSupplier ?? true),
    ).map((e) => e.key);
    expect(visibleNavEntries(appData).map((e) => e.key)).toEqual(expected);
  });

  it('does not show Customers to a staff member the customers routes refuse', () => {
    const appData = buildAppData({ user: { role: 'staff', staffPermissions: [] } });
    expect(visibleNavEntries(appData).map((e) => e.key)).not.toContain('customers');
  });
});
