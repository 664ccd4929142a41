// Every /api/v1 route and legacy app path says here how to aim it at another supplier's data. The
// tenant-isolation test fails for a route that is missing, so a new endpoint cannot skip the check.
// The probes live by topic in tenancy-probes/: add a new route's probe to its topic's file.
import { ACCOUNT_PROBES } from './tenancy-probes/account.ts';
import { BOOKING_PROBES } from './tenancy-probes/bookings.ts';
import { CATALOGUE_PROBES } from './tenancy-probes/catalogue.ts';
import { INVENTORY_PROBES } from './tenancy-probes/inventory.ts';
import { KHATA_PROBES } from './tenancy-probes/khata.ts';
import { LEGACY_FIELD_DATA_PROBES } from './tenancy-probes/legacy-field-data.ts';
import { LEGACY_ORDER_PROBES } from './tenancy-probes/legacy-orders.ts';
import { LEGACY_SESSION_PROBES } from './tenancy-probes/legacy-session.ts';
import { LEGACY_WEBSITE_PROBES } from './tenancy-probes/legacy-website.ts';
import { MESSAGE_PROBES } from './tenancy-probes/messages.ts';
import { ORDER_PROBES } from './tenancy-probes/orders.ts';
import type { Probe } from './tenancy-probes/probe.ts';
import { PURCHASE_PROBES } from './tenancy-probes/purchases.ts';
import { REPORT_PROBES } from './tenancy-probes/reports.ts';
import { STAFF_PROBES } from './tenancy-probes/staff.ts';
import { WEBSITE_PROBES } from './tenancy-probes/website.ts';

export type { ForeignIds, Probe } from './tenancy-probes/probe.ts';
export { STOREFRONT_PROBES } from './tenancy-probes/storefront.ts';

export const TENANCY_PROBES: Record<string, Probe> = {
  ...ACCOUNT_PROBES,
  ...CATALOGUE_PROBES,
  ...INVENTORY_PROBES,
  ...ORDER_PROBES,
  ...STAFF_PROBES,
  ...KHATA_PROBES,
  ...MESSAGE_PROBES,
  ...PURCHASE_PROBES,
  ...REPORT_PROBES,
  ...WEBSITE_PROBES,
  ...BOOKING_PROBES,
  ...LEGACY_SESSION_PROBES,
  ...LEGACY_ORDER_PROBES,
  ...LEGACY_WEBSITE_PROBES,
  ...LEGACY_FIELD_DATA_PROBES,
};
