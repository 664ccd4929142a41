// Supplier A calls every API route aimed at supplier B's data: nothing of B's may come back or change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from './db/schema.ts';
import { createHarness, createStore, type Harness, login, type StoreFixture } from './test/harness.ts';
import { type ForeignIds, STOREFRONT_PROBES, TENANCY_PROBES } from './test/tenancy-probes.ts';

const B_MARKERS = [
  'Zeta Foreign Mart',
  'Zoltan Foreigncustomer',
  'Zeta Far Outlet',
  'Zeta Foreign Vendor',
  'Zeta Field',
  'Zeta Option',
  'Zeta Foreign Product',
  'Zeta Import Row',
  'Zeta Foreign Shelf',
  'Zeta Site Secret',
  'Zeta Staffer',
  'ZETACODE',
  // B's image crop (its crop box's left edge): no reply to A may carry it.
  '7331.25',
  'ZETASERIAL1',
];

let h: Harness;
let a: StoreFixture;
let b: StoreFixture;
let foreign: ForeignIds;
let snapshotOfB: unknown;

async function stateOfB() {
  const result = await h.database.db.execute(sql`
    SELECT s.account_settings, s.store_settings, s.update_request, s.translations,
      (SELECT json_agg(u.* ORDER BY u.user_id) FROM users u WHERE u.supplier_id = s.supplier_id) AS users,
      (SELECT json_agg(ol.* ORDER BY ol.outlet_id) FROM outlets ol WHERE ol.supplier_id = s.supplier_id) AS outlets,
      (SELECT json_agg(ac.* ORDER BY ac.account_id) FROM accounts ac WHERE ac.supplier_id = s.supplier_id) AS accounts,
      (SELECT count(*)::int FROM upgrade_requests WHERE supplier_id = s.supplier_id) AS upgrades,
      (SELECT json_agg(o.* ORDER BY o.order_id) FROM orders o WHERE o.supplier_id = s.supplier_id) AS orders,
      (SELECT json_agg(c.* ORDER BY c.category_id) FROM categories c WHERE c.supplier_id = s.supplier_id) AS categories,
      (SELECT json_agg(ct.*) FROM category_trees ct WHERE ct.supplier_id = s.supplier_id) AS category_trees,
      (SELECT json_agg(f.* ORDER BY f.field_id) FROM custom_fields f WHERE f.supplier_id = s.supplier_id) AS custom_fields,
      (SELECT json_agg(v.* ORDER BY v.value_id) FROM custom_field_options v WHERE v.supplier_id = s.supplier_id) AS custom_field_options,
      (SELECT json_agg(a.* ORDER BY a.product_id, a.field_id) FROM product_custom_field_values a
        WHERE a.supplier_id = s.supplier_id) AS custom_field_answers,
      (SELECT json_agg(p.* ORDER BY p.product_id) FROM products p WHERE p.supplier_id = s.supplier_id) AS products,
      (SELECT json_agg(i.* ORDER BY i.import_id) FROM product_imports i WHERE i.supplier_id = s.supplier_id) AS imports,
      (SELECT json_agg(r.* ORDER BY r.import_id, r.seq) FROM product_import_rows r
        WHERE r.supplier_id = s.supplier_id) AS import_rows,
      (SELECT json_agg(pi.* ORDER BY pi.image_id) FROM product_images pi WHERE pi.supplier_id = s.supplier_id) AS product_images,
      (SELECT json_agg(pu.* ORDER BY pu.upload_id) FROM pending_uploads pu WHERE pu.supplier_id = s.supplier_id) AS pending_uploads,
      (SELECT json_agg(cu.* ORDER BY cu.customer_id) FROM customers cu WHERE cu.supplier_id = s.supplier_id) AS customers,
      (SELECT json_agg(oi.* ORDER BY oi.order_id, oi.line_no) FROM order_items oi WHERE oi.supplier_id = s.supplier_id) AS order_items,
      (SELECT json_agg(sl.* ORDER BY sl.product_id, sl.outlet_id) FROM stock_levels sl WHERE sl.supplier_id = s.supplier_id) AS stock_levels,
      (SELECT count(*)::int FROM stock_moves sm WHERE sm.supplier_id = s.supplier_id) AS stock_moves,
      (SELECT json_agg(ke.* ORDER BY ke.entry_id) FROM khata_entries ke WHERE ke.supplier_id = s.supplier_id) AS khata_entries,
      (SELECT json_agg(kl.* ORDER BY kl.link_id) FROM khata_statement_links kl WHERE kl.supplier_id = s.supplier_id) AS khata_links,
      (SELECT json_agg(kp.* ORDER BY kp.payment_id) FROM khata_online_payments kp WHERE kp.supplier_id = s.supplier_id) AS khata_payments,
      (SELECT json_agg(bd.*) FROM supplier_bank_details bd WHERE bd.supplier_id = s.supplier_id) AS bank_details,
      (SELECT json_agg(tr.* ORDER BY tr.transfer_id) FROM stock_transfers tr WHERE tr.supplier_id = s.supplier_id) AS transfers,
      (SELECT json_agg(tl.* ORDER BY tl.transfer_id, tl.line_no) FROM stock_transfer_lines tl
        WHERE tl.supplier_id = s.supplier_id) AS transfer_lines,
      (SELECT count(*)::int FROM customer_addresses ca WHERE ca.supplier_id = s.supplier_id) AS customer_addresses,
      (SELECT count(*)::int FROM order_payments op WHERE op.supplier_id = s.supplier_id) AS order_payments,
      (SELECT json_agg(dc.* ORDER BY dc.discount_code_id) FROM discount_codes dc
        WHERE dc.supplier_id = s.supplier_id) AS discount_codes,
      (SELECT json_agg(dl.* ORDER BY dl.download_id) FROM downloads dl WHERE dl.supplier_id = s.supplier_id) AS downloads,
      (SELECT json_agg(st.*) FROM sites st WHERE st.supplier_id = s.supplier_id) AS sites,
      (SELECT json_agg(sv.* ORDER BY sv.version_no) FROM site_versions sv WHERE sv.supplier_id = s.supplier_id) AS site_versions,
      (SELECT json_agg(si.* ORDER BY si.image_id) FROM site_images si WHERE si.supplier_id = s.supplier_id) AS site_images,
      (SELECT count(*)::int FROM link_clicks lc WHERE lc.supplier_id = s.supplier_id) AS link_clicks,
      (SELECT json_agg(sd.* ORDER BY sd.domain_id) FROM site_domains sd WHERE sd.supplier_id = s.supplier_id) AS site_domains,
      (SELECT json_agg(th.* ORDER BY th.theme_id) FROM themes th) AS themes,
      (SELECT json_agg(ve.* ORDER BY ve.vendor_id) FROM vendors ve WHERE ve.supplier_id = s.supplier_id) AS vendors,
      (SELECT json_agg(po.* ORDER BY po.purchase_order_id) FROM purchase_orders po
        WHERE po.supplier_id = s.supplier_id) AS purchase_orders,
      (SELECT json_agg(pl.* ORDER BY pl.purchase_order_id, pl.line_no) FROM purchase_order_lines pl
        WHERE pl.supplier_id = s.supplier_id) AS purchase_order_lines,
      (SELECT count(*)::int FROM purchase_payments pp WHERE pp.supplier_id = s.supplier_id) AS purchase_payments,
      (SELECT json_agg(ps.* ORDER BY ps.serial_id) FROM product_serials ps WHERE ps.supplier_id = s.supplier_id) AS product_serials,
      (SELECT json_agg(os.* ORDER BY os.order_id, os.serial_id) FROM order_item_serials os
        WHERE os.supplier_id = s.supplier_id) AS order_item_serials,
      (SELECT json_agg(ts.* ORDER BY ts.transfer_id, ts.serial_id) FROM stock_transfer_serials ts
        WHERE ts.supplier_id = s.supplier_id) AS stock_transfer_serials,
      (SELECT json_agg(rs.* ORDER BY rs.purchase_return_id, rs.serial_id) FROM purchase_return_serials rs
        WHERE rs.supplier_id = s.supplier_id) AS purchase_return_serials,
      (SELECT count(*)::int FROM purchase_returns pr WHERE pr.supplier_id = s.supplier_id) AS purchase_returns,
      (SELECT json_agg(bk.* ORDER BY bk.booking_id) FROM bookings bk WHERE bk.supplier_id = s.supplier_id) AS bookings,
      (SELECT json_agg(bs.* ORDER BY bs.slot_time) FROM booking_slots bs WHERE bs.supplier_id = s.supplier_id) AS booking_slots
    FROM suppliers s WHERE s.supplier_id = ${b.supplierId}`);
  return (result as unknown as { rows: unknown[] }).rows;
}

beforeAll(async () => {
  h = await createHarness();
  a = await createStore(h, { storeName: 'Alpha Home Store' });
  b = await createStore(h, { storeName: B_MARKERS[0] as string });
  const db = h.database.db;
  await db
    .update(t.outlets)
    .set({ name: B_MARKERS[2] as string })
    .where(sql`supplier_id = ${b.supplierId}`);
  const [customer] = await db
    .insert(t.customers)
    .values({ supplierId: b.supplierId, name: B_MARKERS[1] as string, mobileNumber: '9000000001' })
    .returning({ customerId: t.customers.customerId });
  const [enquiry] = await db
    .insert(t.enquiries)
    .values({
      supplierId: b.supplierId,
      name: B_MARKERS[1] as string,
      mobileNumber: '9000000001',
      message: 'Zeta enquiry',
    })
    .returning({ enquiryId: t.enquiries.enquiryId });
  const [order] = await db
    .insert(t.orders)
    .values({
      supplierId: b.supplierId,
      orderNumber: 1,
      outletId: b.outlets[0]?.outletId as number,
      customerId: customer?.customerId ?? null,
      source: 'ONLINE',
      orderStatuses: ['UNCONFIRMED'],
      paymentStatus: 'UNPAID',
      totalPaise: 99_900,
      publicToken: 'zeta-foreign-order-token',
    })
    .returning({ orderId: t.orders.orderId });
  await db.insert(t.onlinePayments).values({
    supplierId: b.supplierId,
    orderId: order?.orderId as number,
    provider: 'test',
    reference: 'skzetaforeignpayment',
    amountPaise: 99_900,
  });
  // B's khata: a credit balance, a statement link with an online payment, bank details.
  await db.insert(t.khataEntries).values({
    supplierId: b.supplierId,
    customerId: customer?.customerId as number,
    kind: 'CREDIT_SALE',
    amountPaise: 45_600,
  });
  const [link] = await db
    .insert(t.khataStatementLinks)
    .values({
      supplierId: b.supplierId,
      customerId: customer?.customerId as number,
      tokenHash: 'zeta-foreign-token-hash',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ linkId: t.khataStatementLinks.linkId });
  await db.insert(t.khataOnlinePayments).values({
    supplierId: b.supplierId,
    linkId: link?.linkId as number,
    customerId: customer?.customerId as number,
    provider: 'test',
    reference: 'skzetaforeignkhata',
    amountPaise: 45_600,
  });
  await db.insert(t.supplierBankDetails).values({
    supplierId: b.supplierId,
    accountHolderName: B_MARKERS[1] as string,
    upiId: 'zetaforeign@upi',
  });
  const [category] = await db
    .insert(t.categories)
    .values({ supplierId: b.supplierId, name: 'Zeta Foreign Shelf' })
    .returning({ categoryId: t.categories.categoryId });
  const [product] = await db
    .insert(t.products)
    .values({
      supplierId: b.supplierId,
      name: 'Zeta Foreign Product',
      slug: 'zeta-foreign-product',
      sku: 'ZETA-1',
      barcode: '77001122',
    })
    .returning({ productId: t.products.productId });
  const [field] = await db
    .insert(t.customFields)
    .values({ supplierId: b.supplierId, section: 'PRODUCT', fieldName: 'Zeta Field', type: 'dropdown' })
    .returning({ fieldId: t.customFields.fieldId });
  const [option] = await db
    .insert(t.customFieldOptions)
    .values({
      supplierId: b.supplierId,
      fieldId: field?.fieldId as number,
      value: 'Zeta Option',
      position: 1,
    })
    .returning({ valueId: t.customFieldOptions.valueId });
  const [productImport] = await db
    .insert(t.productImports)
    .values({
      supplierId: b.supplierId,
      fileName: 'zeta.csv',
      format: 'csv',
      totalRows: 1,
      validRows: 1,
    })
    .returning({ importId: t.productImports.importId });
  await db.insert(t.productImportRows).values({
    supplierId: b.supplierId,
    importId: productImport?.importId as number,
    seq: 0,
    rowNo: 2,
    cells: { name: 'Zeta Import Row' },
    value: { name: 'Zeta Import Row' },
  });
  await db.insert(t.productImages).values({
    supplierId: b.supplierId,
    productId: product?.productId as number,
    position: 0,
    storageKey: `library/${b.supplierId}/products/${product?.productId}/zeta.jpg`,
    contentType: 'image/jpeg',
    width: 10,
    height: 10,
    byteSize: 100,
  });
  const [vendor] = await db
    .insert(t.vendors)
    .values({ supplierId: b.supplierId, name: 'Zeta Foreign Vendor', openingBalancePaise: 12_300 })
    .returning({ vendorId: t.vendors.vendorId });
  const [discountCode] = await db
    .insert(t.discountCodes)
    .values({ supplierId: b.supplierId, code: 'ZETACODE', kind: 'PERCENT', value: 15 })
    .returning({ discountCodeId: t.discountCodes.discountCodeId });
  const [purchaseOrder] = await db
    .insert(t.purchaseOrders)
    .values({
      supplierId: b.supplierId,
      poNumber: 1,
      vendorId: vendor?.vendorId as number,
      outletId: b.outlets[0]?.outletId as number,
      status: 'SENT',
    })
    .returning({ purchaseOrderId: t.purchaseOrders.purchaseOrderId });
  // A phone's serial (IMEI) number in B's stock: no call of A's may list, sell or return it.
  await db.insert(t.productSerials).values({
    supplierId: b.supplierId,
    productId: product?.productId as number,
    outletId: b.outlets[0]?.outletId as number,
    serialNo: 'ZETASERIAL1',
  });
  await db.insert(t.purchaseOrderLines).values({
    supplierId: b.supplierId,
    purchaseOrderId: purchaseOrder?.purchaseOrderId as number,
    lineNo: 1,
    productId: product?.productId as number,
    name: 'Zeta Foreign Product',
    orderedQty: '5',
    costPaise: 100,
  });
  const [booking] = await db
    .insert(t.bookings)
    .values({
      supplierId: b.supplierId,
      outletId: b.outlets[0]?.outletId as number,
      bookingDate: '2030-01-07',
      fromTime: '10:00',
      toTime: '10:30',
      customerId: customer?.customerId as number,
      serviceId: product?.productId as number,
      staffId: b.ownerId,
      description: 'Zeta Booking Secret',
      reference: 'zeta-foreign-booking',
    })
    .returning({ bookingId: t.bookings.bookingId });
  const [secondOutlet] = await db
    .insert(t.outlets)
    .values({ supplierId: b.supplierId, name: B_MARKERS[2] as string, position: 1 })
    .returning({ outletId: t.outlets.outletId });
  const [transfer] = await db
    .insert(t.stockTransfers)
    .values({
      supplierId: b.supplierId,
      fromOutletId: b.outlets[0]?.outletId as number,
      toOutletId: secondOutlet?.outletId as number,
    })
    .returning({ transferId: t.stockTransfers.transferId });
  await db.insert(t.stockTransferLines).values({
    supplierId: b.supplierId,
    transferId: transfer?.transferId as number,
    lineNo: 1,
    productId: product?.productId as number,
    quantity: '1',
  });
  const site = await createForeignSite(b);
  const [staffer] = await db
    .insert(t.users)
    .values({
      supplierId: b.supplierId,
      role: 'staff',
      memberRole: 'cashier',
      email: 'zeta-staffer@example.com',
      passwordHash: 'not-a-hash',
      firstName: B_MARKERS[10] as string,
    })
    .returning({ userId: t.users.userId });
  await db.insert(t.staffOutlets).values({
    supplierId: b.supplierId,
    userId: staffer?.userId as number,
    outletId: b.outlets[0]?.outletId as number,
  });
  const [download] = await db
    .insert(t.downloads)
    .values({
      supplierId: b.supplierId,
      kind: 'report',
      format: 'csv',
      params: { kind: 'report', report: 'sales' },
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      status: 'DONE',
      progress: 100,
      requestedBy: b.ownerId,
      fileName: 'zeta-sales.csv',
      contentType: 'text/csv',
      storageKey: `downloads/${b.supplierId}/zeta.csv`,
      byteSize: 10,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ downloadId: t.downloads.downloadId });
  foreign = {
    staffId: staffer?.userId as number,
    downloadId: download?.downloadId as number,
    ...site,
    importId: productImport?.importId as number,
    customFieldId: field?.fieldId as number,
    customFieldOptionId: option?.valueId as number,
    productId: product?.productId as number,
    supplierId: b.supplierId,
    outletId: b.outlets[0]?.outletId as number,
    accountId: b.outlets[0]?.accountIds[0] as number,
    orderId: order?.orderId as number,
    orderToken: 'zeta-foreign-order-token',
    paymentReference: 'skzetaforeignpayment',
    khataPaymentReference: 'skzetaforeignkhata',
    categoryId: category?.categoryId as number,
    productBarcode: '77001122',
    productSlug: 'zeta-foreign-product',
    customerId: customer?.customerId as number,
    enquiryId: enquiry?.enquiryId as number,
    vendorId: vendor?.vendorId as number,
    purchaseOrderId: purchaseOrder?.purchaseOrderId as number,
    bookingId: booking?.bookingId as number,
    bookingReference: 'zeta-foreign-booking',
    secondOutletId: secondOutlet?.outletId as number,
    transferId: transfer?.transferId as number,
    discountCodeId: discountCode?.discountCodeId as number,
  };
  snapshotOfB = await stateOfB();
});
afterAll(() => h.close());

/** B's website: a theme, a secret in the home page's SEO, three published versions, an image, a domain. */
async function createForeignSite(store: StoreFixture) {
  const cookie = await login(h, store.owner);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const reply = await h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    if (reply.statusCode >= 300) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply.json();
  };
  await call('POST', '/api/v1/site/select-theme', { themeId: 1 });
  const siteReply = await call('GET', '/api/v1/site');
  const homePageId = String(siteReply.document.pages[0].id);
  await call('PUT', `/api/v1/site/seo/${homePageId}`, {
    title: 'Zeta Site Secret',
    keywords: 'Zeta Site Secret',
    description: 'Zeta Site Secret',
  });
  for (let i = 0; i < 3; i++) await call('POST', '/api/v1/site/publish');
  const { jpegImage } = await import('./test/images.ts');
  const { multipart } = await import('./test/multipart.ts');
  const form = multipart({
    field: 'uploadedImageFile',
    fileName: 'zeta.jpg',
    bytes: await jpegImage(600, 600),
  });
  const upload = await h.app.inject({
    method: 'POST',
    url: '/api/v1/site/images?purpose=OG_IMAGE',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  const siteImageId = Number(upload.json().imageId);
  await call('PUT', `/api/v1/site/images/${siteImageId}/crop`, {
    cropperData: { x: 10, y: 10, width: 300, height: 300 },
    canvasData: { left: 0, top: 0, width: 600, height: 600 },
    cropBoxData: { left: 7331.25, top: 5, width: 300, height: 300 },
    isMobile: false,
  });
  // A link click of B's, as B's app reports it.
  const clicked = await h.app.inject({
    method: 'GET',
    url: `/marketplace/webstore/collect-data.ns?li=${encodeURIComponent(B_MARKERS[9] as string)}&ll=home&device_src=63`,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  if (clicked.statusCode !== 200) throw new Error(`collect-data: ${clicked.statusCode} ${clicked.body}`);
  const domain = await call('POST', '/api/v1/site/domains', { host: 'zeta-foreign.example.com' });
  return {
    siteVersionNo: 3,
    siteImageUrl: String(upload.json().imgURL),
    siteImageId,
    domainId: Number(domain.domain.domainId),
    domainHost: 'zeta-foreign.example.com',
    homePageId,
  };
}

describe('tenant isolation', () => {
  it('has a probe for every registered API route', () => {
    const missing = h.app.apiRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in TENANCY_PROBES));
    expect(missing, 'add these routes to src/test/tenancy-probes.ts').toEqual([]);
  });

  it("never shows or changes supplier B's data to supplier A", async () => {
    const results: string[] = [];
    for (const route of h.app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      const probe = TENANCY_PROBES[key];
      if (!probe) continue;
      // A fresh session per call, so logout or a password change cannot break the next probe.
      const cookie = await login(h, a.owner);
      let url = route.url;
      for (const [name, value] of Object.entries(probe.params?.(foreign) ?? {}))
        url = url.replace(`:${name}`, String(value));
      const query = probe.query?.(foreign);
      if (query) url += `?${new URLSearchParams(query)}`;
      const body = key === 'POST /api/v1/auth/login' ? a.owner : probe.body?.(foreign);
      const reply = await h.app.inject({
        method: route.method,
        url,
        // As from our own pages: legacy calls that change state refuse other sites (decision 0155).
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
        ...(body ? { payload: body } : {}),
      });
      for (const marker of B_MARKERS) {
        if (reply.body.includes(marker)) results.push(`${key} leaked "${marker}"`);
      }
      if (probe.kind === 'foreign-ids' && ![403, 404].includes(reply.statusCode)) {
        results.push(`${key} answered ${reply.statusCode} to B's ids`);
      }
      if (reply.statusCode >= 500) results.push(`${key} failed with ${reply.statusCode}`);
    }
    expect(results).toEqual([]);
    expect(await stateOfB()).toEqual(snapshotOfB);
    // One sign-in (argon2) and one call per route (well over a hundred): on a loaded machine this
    // takes longer than the default 30 s.
  }, 180_000);
});

describe('storefront tenant isolation', () => {
  it('has a probe for every storefront route', () => {
    const missing = h.app.shopRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in STOREFRONT_PROBES));
    expect(missing, 'add these routes to STOREFRONT_PROBES in src/test/tenancy-probes.ts').toEqual([]);
  });

  it("never shows B's data through A's store address or A's custom domain", async () => {
    const [row] = await h.database.db.select().from(t.suppliers).where(sql`supplier_id = ${a.supplierId}`);
    const slug = (row as { storeSlug: string }).storeSlug;
    await h.database.db.insert(t.siteDomains).values({
      supplierId: a.supplierId,
      host: 'alpha-own.example.com',
      verificationToken: 'p',
      verifiedAt: new Date(),
    });
    const results: string[] = [];
    for (const route of h.app.shopRoutes) {
      const key = `${route.method} ${route.url}`;
      const probe = STOREFRONT_PROBES[key];
      if (!probe) continue;
      let path = route.url.replace('/s/:storeSlug', '');
      for (const [name, value] of Object.entries(probe.params?.(foreign) ?? {}))
        path = path.replace(`:${name}`, String(value));
      const query = probe.query?.(foreign);
      if (query) path += `?${new URLSearchParams(query)}`;
      const body = probe.body?.(foreign);
      for (const [url, host] of [
        [`/s/${slug}${path}`, 'localhost'],
        [path || '/', 'alpha-own.example.com'],
      ] as const) {
        const reply = await h.app.inject({
          method: route.method,
          url,
          headers: { host, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          ...(body ? { payload: new URLSearchParams(body as Record<string, string>).toString() } : {}),
        });
        for (const marker of B_MARKERS)
          if (reply.body.includes(marker)) results.push(`${key} at ${host} leaked "${marker}"`);
        if (probe.kind === 'foreign-ids' && ![403, 404].includes(reply.statusCode))
          results.push(`${key} at ${host} answered ${reply.statusCode} to B's ids`);
        if (reply.statusCode >= 500) results.push(`${key} at ${host} failed with ${reply.statusCode}`);
      }
    }
    expect(results).toEqual([]);
    expect(await stateOfB()).toEqual(snapshotOfB);
  });
});
