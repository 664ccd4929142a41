// The shared look-ups as other modules use them (ARCHITECTURE.md "Boundaries").
export {
  accountScopeOf,
  findOutlet,
  findPackage,
  findSupplier,
  insertAudit,
  mayUseAccount,
  outletScopeOf,
  outletsVisibleTo,
  usableOutlet,
} from './queries.ts';
