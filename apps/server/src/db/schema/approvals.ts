// Tables of manager approval at the POS (migration 0035): approvers' PINs and one-time approvals.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id } from './columns.ts';

export const managerPins = pgTable(
  'manager_pins',
  {
    supplierId: id('supplier_id').notNull(),
    userId: id('user_id').notNull(),
    pinHash: text('pin_hash').notNull(),
    wrongPins: integer('wrong_pins').notNull().default(0),
    lockedUntil: at('locked_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.userId] })],
);

export const managerApprovals = pgTable(
  'manager_approvals',
  {
    supplierId: id('supplier_id').notNull(),
    approvalToken: text('approval_token').notNull(),
    approverId: id('approver_id').notNull(),
    requestedBy: id('requested_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.approvalToken] })],
);
