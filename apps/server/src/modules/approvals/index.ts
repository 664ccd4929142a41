// What other modules use of manager approval: the check inside their own transaction.
export { requireApproval } from './service.ts';
