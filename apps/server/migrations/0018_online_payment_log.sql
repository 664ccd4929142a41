-- Storefront payments verified by their provider become rows of the order's payment log
-- (order_payments), mode ONLINE, written in the transaction that raises the order's paid amount.
-- The merchant cannot record this mode by hand (the API's input enum stays CASH/CARD/UPI/CREDIT);
-- the row names the provider and links the attempt it came from, once per attempt.
-- Every statement can run again without changing anything (IF [NOT] EXISTS, NOT EXISTS).

ALTER TABLE order_payments DROP CONSTRAINT IF EXISTS order_payments_mode_check;
ALTER TABLE order_payments ADD CONSTRAINT order_payments_mode_check
  CHECK (mode IN ('CASH', 'CARD', 'UPI', 'CREDIT', 'ONLINE'));

-- The provider that took the money (razorpay, payu, paypal, test) and the attempt it settled.
ALTER TABLE order_payments ADD COLUMN IF NOT EXISTS provider text;
ALTER TABLE order_payments ADD COLUMN IF NOT EXISTS online_payment_id bigint;
ALTER TABLE order_payments DROP CONSTRAINT IF EXISTS order_payments_online_payment_fk;
ALTER TABLE order_payments ADD CONSTRAINT order_payments_online_payment_fk
  FOREIGN KEY (supplier_id, online_payment_id) REFERENCES online_payments (supplier_id, payment_id)
  ON DELETE CASCADE;
ALTER TABLE order_payments DROP CONSTRAINT IF EXISTS order_payments_online_mode_check;
ALTER TABLE order_payments ADD CONSTRAINT order_payments_online_mode_check
  CHECK ((mode = 'ONLINE') = (online_payment_id IS NOT NULL AND provider IS NOT NULL));
-- A repeated provider callback or webhook can never log the same attempt twice.
CREATE UNIQUE INDEX IF NOT EXISTS order_payments_online_payment
  ON order_payments (supplier_id, online_payment_id) WHERE online_payment_id IS NOT NULL;

-- Orders paid online before this change: one log row per payment the order was credited with,
-- that is per PAID attempt paired with an ONLINE_PAYMENT history row of the same order (the
-- history row was written in the same transaction; both are numbered in time order, so an order
-- paid twice pairs each attempt with its own history row). The amount is the attempt's own (the
-- order's paid amount is 0 again once it was cancelled or returned), the time the history row's.
-- Every join and the NOT EXISTS guard stay inside one supplier.
WITH paid AS (
  SELECT p.supplier_id, p.order_id, p.payment_id, p.provider, p.reference, p.provider_payment_id,
    p.amount_paise,
    row_number() OVER (PARTITION BY p.supplier_id, p.order_id ORDER BY p.updated_at, p.payment_id) AS n
  FROM online_payments p
  WHERE p.status = 'PAID'
), credited AS (
  SELECT h.supplier_id, h.order_id, h.created_at,
    row_number() OVER (PARTITION BY h.supplier_id, h.order_id ORDER BY h.history_id) AS n
  FROM order_status_history h
  WHERE h.action = 'ONLINE_PAYMENT'
)
INSERT INTO order_payments
  (supplier_id, order_id, kind, mode, amount_paise, reference, provider, online_payment_id, user_id, created_at)
SELECT paid.supplier_id, paid.order_id, 'PAYMENT', 'ONLINE', paid.amount_paise,
  coalesce(nullif(paid.provider_payment_id, ''), paid.reference), paid.provider, paid.payment_id, NULL,
  credited.created_at
FROM paid
JOIN credited
  ON credited.supplier_id = paid.supplier_id AND credited.order_id = paid.order_id AND credited.n = paid.n
WHERE paid.amount_paise > 0
  AND NOT EXISTS (
    SELECT 1 FROM order_payments x
    WHERE x.supplier_id = paid.supplier_id AND x.online_payment_id = paid.payment_id)
ORDER BY paid.supplier_id, paid.order_id, paid.payment_id;
