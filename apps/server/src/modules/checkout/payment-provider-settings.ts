// The merchant's payment-provider keys (Settings → Online payments): stored, never shown back.
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@storekeep/domain/checkout';
import type { PaymentProviderBody, PaymentProviderSummary } from '@storekeep/domain/checkout-api';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

export async function listPaymentProviders(db: Db, supplierId: number): Promise<PaymentProviderSummary[]> {
  const rows = await q.findProviders(db, supplierId);
  return rows
    .filter((r): r is typeof r & { provider: PaymentProviderName } =>
      (PAYMENT_PROVIDERS as readonly string[]).includes(r.provider),
    )
    .map((r) => ({
      provider: r.provider,
      keyId: r.keyId,
      hasWebhookSecret: Boolean(r.webhookSecret),
      isLive: r.isLive,
    }));
}

export async function savePaymentProvider(
  db: Db,
  supplierId: number,
  provider: PaymentProviderName,
  body: PaymentProviderBody,
): Promise<PaymentProviderSummary[]> {
  await q.saveProvider(db, { supplierId, provider, ...body });
  return listPaymentProviders(db, supplierId);
}
