-- The money that moved in a period, found by its time: the transactions report (day book, cash
-- drawer) and the sales report by payment mode read payments, khata collections and vendor
-- payments between two instants. Their keys start with the supplier but not the time, so each
-- request read every payment the store ever took (a day's day book on a store with a million
-- bills read a million rows).
CREATE INDEX order_payments_time_idx ON order_payments (supplier_id, created_at);
CREATE INDEX khata_entries_time_idx ON khata_entries (supplier_id, created_at);
CREATE INDEX purchase_payments_time_idx ON purchase_payments (supplier_id, created_at);
