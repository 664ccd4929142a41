// Creating an order: a draft, or a POS bill confirmed (and paid) in the same request.
import type { createOrderBodySchema } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { requireApproval } from '../approvals/index.ts';
import type { MainImageUrl } from '../products/index.ts';
import { findOutlet, mayUseAccount, outletScopeOf } from '../supplier/index.ts';
import { confirmLocked } from './confirm-order.ts';
import { sendOrderMessage } from './customer-messages.ts';
import { idempotent, type Replied } from './idempotency.ts';
import {
  billColumns,
  itemRows,
  linkSerials,
  loadContext,
  lock,
  ORDER_MESSAGES,
  placeOf,
  readDetail,
  resolveAddress,
  stateCode,
  verifyOtpFirst,
} from './internal.ts';
import { approvalFactsOf, priceLines } from './lines.ts';
import * as q from './queries.ts';

type CreateBody = z.output<typeof createOrderBodySchema>;

export async function createOrder(
  db: Db,
  session: SupplierSession,
  body: CreateBody,
  idempotencyKey: string | undefined,
  imageUrl: MainImageUrl,
): Promise<Replied<OrderDetail>> {
  if (!body.confirm && body.payments.length > 0) throw invalid(ORDER_MESSAGES.paymentsNeedConfirm);
  await verifyOtpFirst(db, session, body.customerId ?? null, body.payments, body.creditOtp);
  const replied = await idempotent(
    db,
    { supplierId: session.supplierId, key: idempotencyKey, operation: 'create-order', request: body },
    async (tx) => {
      const context = await loadContext(tx, session.supplierId);
      // A person limited to some outlets bills in those only (by default the first of them).
      const scope = await outletScopeOf(tx, session);
      const outlet = await findOutlet(
        tx,
        session.supplierId,
        body.outletId ?? session.selectedOutletId ?? scope?.[0] ?? null,
      );
      if (!outlet || (scope && !scope.includes(outlet.outletId)))
        throw notFound(ORDER_MESSAGES.outletNotFound);
      let accountId: number | null = null;
      const wantedAccount = body.accountId ?? session.selectedAccountId;
      if (wantedAccount) {
        const account = await q.findAccount(tx, session.supplierId, wantedAccount);
        // A counter of the outlet, and one the person may use (the counters assigned to them).
        if (account && account.outletId === outlet.outletId && (await mayUseAccount(tx, session, account)))
          accountId = account.accountId;
        else if (body.accountId) throw notFound(ORDER_MESSAGES.accountNotFound);
      }
      const customerId = body.customerId ?? null;
      if (customerId !== null && !(await q.findCustomer(tx, session.supplierId, customerId)))
        throw notFound(ORDER_MESSAGES.customerNotFound);
      const address = await resolveAddress(tx, session, customerId, body.addressId, body.address);
      const outletState = stateCode(outlet.stateId);
      const bill = await priceLines(tx, {
        supplierId: session.supplierId,
        outletId: outlet.outletId,
        settings: context.settings,
        imageUrl,
        items: body.items,
        billDiscount: body.billDiscount,
        place: placeOf(outletState, address),
      });
      const { orderId } = await q.insertNumberedOrder(
        tx,
        {
          supplierId: session.supplierId,
          outletId: outlet.outletId,
          accountId,
          customerId,
          source: body.source,
          orderStatuses: ['UNCONFIRMED'],
          paymentStatus: 'UNPAID',
          ...billColumns(bill, body.billDiscount),
          customerAddress: address,
          placeOfSupply: address?.stateCode ?? outletState,
          expiryDate: body.expiryDate ?? null,
          note: body.note ?? null,
          createdBy: session.userId,
        },
        itemRows(session.supplierId, bill),
        {
          supplierId: session.supplierId,
          action: 'CREATED',
          orderStatuses: ['UNCONFIRMED'],
          paymentStatus: 'UNPAID',
          userId: session.userId,
        },
      );
      await linkSerials(tx, session.supplierId, orderId, bill);
      await requireApproval(tx, session, {
        settings: context.settings,
        facts: approvalFactsOf(bill),
        approvalToken: body.approvalToken,
        subject: { orderId },
      });
      if (body.confirm) {
        const order = await lock(tx, session, orderId);
        await confirmLocked(tx, session, context, order, {
          fulfilled: body.fulfilled,
          payments: body.payments,
          creditOtp: body.creditOtp,
          creditOverride: body.creditOverride,
        });
      }
      return { status: 201, body: await readDetail(tx, session.supplierId, orderId) };
    },
  );
  if (body.confirm)
    await sendOrderMessage(db, session.supplierId, replied.body.orderId, { template: 'ORDER_CONFIRMED' });
  return replied;
}
