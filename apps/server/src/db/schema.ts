// Drizzle table definitions mirroring migrations/*.sql, for typed queries, one file per area in
// schema/; this file gathers them so every query imports one module. The SQL files are the source
// of truth for the database; keep these in step when a migration lands.

export * from './schema/approvals.ts';
export * from './schema/bookings.ts';
export * from './schema/checkout.ts';
export * from './schema/customers.ts';
export * from './schema/discount-codes.ts';
export * from './schema/jobs.ts';
export * from './schema/khata.ts';
export * from './schema/messages.ts';
export * from './schema/online-store.ts';
export * from './schema/orders.ts';
export * from './schema/product-fields.ts';
export * from './schema/products.ts';
export * from './schema/purchases.ts';
export * from './schema/reports.ts';
export * from './schema/stock.ts';
export * from './schema/stores.ts';
