-- The language a customer reads their messages in (order confirmed, payment received, khata
-- reminder, OTP, booking reminder): one of the nine language codes, or NULL for the store's own.
ALTER TABLE customers ADD COLUMN language text
  CHECK (language IN ('en', 'hi', 'mr', 'bn', 'ta', 'gu', 'kn', 'ml', 'te'));
