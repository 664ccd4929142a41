-- Whether the person reads numbers and dates in their language's own digits (Devanagari, Tamil,
-- Bengali, ...) rather than the Latin digits every screen shows by default. English ignores it.
ALTER TABLE users ADD COLUMN native_digits boolean NOT NULL DEFAULT false;
