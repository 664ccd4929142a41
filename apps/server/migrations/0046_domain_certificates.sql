-- What the admin shows of a custom domain's HTTPS certificate: pending while it is being ordered,
-- issued (with its expiry and the day its renewal runs) or failed with the authority's error. The
-- certificate itself stays a file in the data folder; these columns are its state for the merchant.
ALTER TABLE site_domains
  ADD COLUMN certificate_status text CHECK (certificate_status IN ('pending', 'issued', 'failed')),
  ADD COLUMN certificate_error text,
  ADD COLUMN certificate_expires_at timestamptz,
  ADD COLUMN certificate_renews_at timestamptz;
