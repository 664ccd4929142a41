// The shared look-ups as other modules use them (ARCHITECTURE.md "Boundaries").
export { findOutlet, findPackage, findSupplier, insertAudit, outletScopeOf } from './queries.ts';
