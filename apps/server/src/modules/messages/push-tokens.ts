// registerToken (shared-blocks.md §7): a staff member's browser subscribes (LOGGED_IN, with its
// push subscription) or says the user logged out (LOGGED_OUT); one token record per staff member,
// so a new browser takes the place of the old one.
import type { RegisterPushTokenBody, registerPushTokenBodySchema } from '@storekeep/domain/messages-api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';

export type { RegisterPushTokenBody };

export async function registerPushToken(
  db: Db,
  session: SupplierSession,
  body: z.output<typeof registerPushTokenBodySchema>,
): Promise<{ success: boolean }> {
  if (body.userStatus === 'LOGGED_OUT') {
    await q.setPushUserStatus(db, session.supplierId, session.userId, body.browserId, 'LOGGED_OUT');
    return { success: true };
  }
  const subscription = body.subscription as NonNullable<typeof body.subscription>;
  await q.upsertPushToken(db, {
    supplierId: session.supplierId,
    userId: session.userId,
    browserId: body.browserId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    status: body.status,
    userStatus: 'LOGGED_IN',
  });
  return { success: true };
}
