-- An online payment attempt is handed to its provider once: the step the provider answered (the
-- Razorpay order's form, PayPal's approve link, PayU's form) is kept and replayed when the shopper
-- opens the payment page again, so one attempt never becomes two provider orders that could both
-- be paid. `started_at` is when the shopper was last sent to the provider: the attempt counts as
-- one the provider may still complete for a while after it (checkout/service.ts
-- PAYMENT_OPEN_MINUTES), and no second attempt is made for the order meanwhile.

ALTER TABLE online_payments ADD COLUMN IF NOT EXISTS started_at timestamptz;
ALTER TABLE online_payments ADD COLUMN IF NOT EXISTS step jsonb;
