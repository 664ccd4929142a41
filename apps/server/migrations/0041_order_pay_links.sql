-- Payment links from orders (docs/decisions/0131-order-payment-links.md): an order given a link
-- gets a public token (as storefront orders have one) and the time the link was made; its status
-- page at /s/{store}/order/{token} then offers the store's online payment provider and its UPI ID,
-- whatever the order's source.
ALTER TABLE orders ADD COLUMN pay_link_at timestamptz;
