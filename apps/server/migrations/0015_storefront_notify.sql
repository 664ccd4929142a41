-- Storefront: whatever bumps a store's catalogue version (0014), and every publish or
-- custom-domain change, is announced on the channel `storefront` (payload: the supplier id) when
-- its transaction commits. Servers keep the shops they resolved in memory and drop a store's entry
-- on its notice, so a page from the page cache needs no query at all.
CREATE OR REPLACE FUNCTION bump_storefront_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sid bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    sid := OLD.supplier_id;
  ELSE
    sid := NEW.supplier_id;
  END IF;
  INSERT INTO storefront_catalogue_versions AS v (supplier_id, version) VALUES (sid, 2)
  ON CONFLICT (supplier_id) DO UPDATE SET version = v.version + 1;
  -- Notices with the same payload in one transaction are delivered once.
  PERFORM pg_notify('storefront', sid::text);
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_storefront() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('storefront', OLD.supplier_id::text);
  ELSE
    PERFORM pg_notify('storefront', NEW.supplier_id::text);
  END IF;
  RETURN NULL;
END
$$;

-- Draft saves do not concern shoppers: only a publish or rollback (published_version) does.
CREATE TRIGGER sites_storefront_notify AFTER INSERT OR DELETE OR UPDATE OF published_version ON sites
  FOR EACH ROW EXECUTE FUNCTION notify_storefront();
CREATE TRIGGER site_domains_storefront_notify AFTER INSERT OR UPDATE OR DELETE ON site_domains
  FOR EACH ROW EXECUTE FUNCTION notify_storefront();
