// The storefront pages' own stylesheet (listing, product, forms, plain header/footer). Text
// colours keep a contrast of at least 4.5:1 on their backgrounds; every control shows focus.
// Blocks after the first one of a page are laid out only when they come near the screen
// (content-visibility): a phone does a fraction of the layout work before first paint. Left alone:
// the mobile sticky footer (containment would pin it to its section, not the screen) and the site
// footer (checkers that do not scroll, like Lighthouse's, could not see its background).
// The banner's 10 px dots get a 24 px target (padding around the painted dot) on the storefront
// only: the editor's canvas keeps them small, so a click on the banner selects the block.
export const SHOP_CSS = `
.sk-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sk-skip-link{position:absolute;left:8px;top:-48px;background:#fff;color:#1a1b1e;padding:8px 12px;z-index:100;border-radius:4px}
.sk-skip-link:focus{top:8px}
:where(a,button,input,select,textarea,summary):focus-visible{outline:3px solid #1864ab;outline-offset:2px}
.sk-shop-wrap{max-width:1100px;margin:0 auto;padding:0 16px}
.sk-shop-header{background:#1864ab;color:#fff;padding:12px 0}
.sk-shop-header a{color:#fff}
.sk-shop-header-row{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between}
.sk-shop-brand{font-size:1.3rem;font-weight:700;text-decoration:none}
.sk-shop-search{display:flex;gap:6px;flex:1 1 220px;max-width:420px}
.sk-shop-search input{flex:1;min-width:0;padding:8px;border:1px solid #adb5bd;border-radius:6px;font:inherit}
.sk-shop-search button,.sk-shop-button{padding:8px 14px;border:0;border-radius:6px;background:#1a1b1e;color:#fff;font:inherit;cursor:pointer}
.sk-shop-main{max-width:1100px;margin:0 auto;padding:16px;display:block}
.sk-shop-main h1{font-size:1.5rem;margin:8px 0 16px}
.sk-shop-crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:0 0 8px;font-size:.9rem}
.sk-shop-crumbs li+li::before{content:"/";margin-right:6px;color:#495057}
.sk-shop-crumbs a{color:#1864ab}
.sk-shop-tools{display:flex;flex-wrap:wrap;gap:12px;align-items:end;margin-bottom:16px;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px}
.sk-shop-tools label{display:flex;flex-direction:column;font-size:.85rem;gap:4px;color:#343a40}
.sk-shop-tools label.sk-inline{flex-direction:row;align-items:center}
.sk-shop-tools input[type=number],.sk-shop-tools select{padding:6px;border:1px solid #adb5bd;border-radius:6px;font:inherit;width:8rem}
.sk-shop-grid{list-style:none;padding:0;margin:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(170px,1fr))}
.sk-shop-card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px;display:flex;flex-direction:column;gap:6px}
.sk-shop-card picture{display:block}.sk-shop-card img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:#f1f3f5;border-radius:6px}
.sk-shop-noimg{display:grid;place-items:center;width:100%;aspect-ratio:1;background:#f1f3f5;border-radius:6px;color:#495057;font-size:2.5rem;font-weight:700}
.sk-shop-card :is(h2,h3){font-size:1rem;margin:0}.sk-shop-card :is(h2,h3) a{color:#1a1b1e}
.sk-shop-price{font-weight:700;color:#1a1b1e}.sk-shop-mrp{color:#495057;text-decoration:line-through;margin-left:6px;font-weight:400}
.sk-shop-stock-out{color:#a51111;font-weight:600}
.sk-shop-card form,.sk-shop-add{display:flex;gap:6px;flex-wrap:wrap;align-items:end}
.sk-shop-add input[type=number]{width:5rem;padding:6px;border:1px solid #adb5bd;border-radius:6px;font:inherit}
.sk-shop-pages{display:flex;gap:12px;align-items:center;justify-content:center;margin:20px 0}
.sk-shop-pages a{color:#1864ab}
.sk-shop-product{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px}
.sk-shop-gallery{display:grid;gap:8px}.sk-shop-gallery picture{display:block}.sk-shop-gallery img{display:block;width:100%;height:auto;border-radius:6px;background:#f1f3f5}
.sk-shop-thumbs{display:flex;gap:8px;flex-wrap:wrap}.sk-shop-thumbs img{width:72px;height:72px;object-fit:cover}
.sk-shop-form{display:grid;gap:10px;max-width:480px;margin-top:16px}
.sk-shop-form label{display:grid;gap:4px;font-size:.9rem;color:#343a40}
.sk-shop-form :is(input:not([type=radio],[type=checkbox]),textarea,select){box-sizing:border-box;width:100%;min-height:44px;padding:8px 10px;border:1px solid #adb5bd;border-radius:6px;background:#fff;font:inherit;font-size:1rem}
.sk-shop-form p{margin:0}
.sk-shop-form [role=alert]{display:block;margin-top:4px;color:#a51111;font-size:.85rem}
.sk-shop-form fieldset{display:grid;gap:10px;margin:0;padding:12px 14px;border:1px solid #dee2e6;border-radius:8px;background:#fff}
.sk-shop-form legend{padding:0 4px;font-weight:600}
.sk-shop-form label.sk-choice{display:flex;gap:10px;align-items:center;min-height:44px;font-size:1rem;color:#1a1b1e}
.sk-shop-form label.sk-choice input{width:20px;height:20px;margin:0;accent-color:#1864ab}
.sk-shop-form button{min-height:44px;font-size:1rem}
.sk-shop-button-ghost{background:#fff;color:#1a1b1e;box-shadow:inset 0 0 0 1px #1a1b1e}
.sk-shop-primary{width:100%;max-width:480px;min-height:44px;font-weight:700}
.sk-checkout-lines{padding-left:20px}
.sk-order-table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dee2e6;margin:12px 0}
.sk-order-table :is(th,td){padding:8px;text-align:left;vertical-align:top;font-weight:400}
.sk-order-table :is(th,td):not(:first-child){text-align:right;white-space:nowrap}
.sk-order-table :is(th,td):first-child{overflow-wrap:anywhere}
@media (max-width:480px){.sk-order-table :is(th,td){padding:6px 4px;font-size:.9rem}}
.sk-order-table thead th{font-weight:600;font-size:.9rem;color:#343a40;border-bottom:1px solid #dee2e6}
.sk-order-table tfoot tr:first-child td{border-top:1px solid #dee2e6}
.sk-order-table tfoot tr:last-child th{border-top:1px solid #adb5bd;font-weight:700;font-size:1.1rem}
.sk-cart{list-style:none;padding:0;margin:0 0 16px;display:grid;gap:12px}
.sk-cart-line{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px}
.sk-cart-line img{width:64px;height:64px;object-fit:contain;background:#f1f3f5;border-radius:6px}
.sk-cart-line>a{flex:1 1 200px;font-weight:600;color:#1a1b1e}
.sk-cart-line form,.sk-cart-line label{display:flex;gap:6px;align-items:center;margin:0}
.sk-cart-line input[type=number]{width:4.5rem;min-height:44px;box-sizing:border-box;padding:6px;border:1px solid #adb5bd;border-radius:6px;font:inherit}
.sk-cart-line button{min-height:44px}
.sk-cart-line>strong{margin-left:auto}
.sk-cart-line .sk-note{flex-basis:100%;margin:0;color:#a51111}
a.sk-shop-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;box-sizing:border-box;text-decoration:none;color:#fff!important}
.sk-quote{padding:12px 16px;border:1px solid #dee2e6;border-radius:8px;background:#fff}
.sk-totals{width:100%;border-collapse:collapse}.sk-totals td,.sk-totals th{padding:4px 0;text-align:left;font-weight:400}.sk-totals td+td,.sk-totals th+th{text-align:right}
.sk-totals tfoot th{border-top:1px solid #adb5bd;padding-top:8px;font-weight:700;font-size:1.1rem}
.sk-quote .sk-note{color:#495057;font-size:.9rem}
.sk-shop-notice{background:#ebfbee;border:1px solid #2b8a3e;color:#1b5e20;padding:10px;border-radius:6px}
.sk-shop-error{background:#fff5f5;border:1px solid #c92a2a;color:#a51111;padding:10px;border-radius:6px}
.sk-shop-cats{list-style:none;padding:0;margin:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
.sk-shop-cat{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:10px;display:flex;flex-direction:column;gap:8px}
.sk-shop-cat-link{display:flex;flex-direction:column;gap:8px;align-items:center;text-decoration:none;color:#1a1b1e;min-height:44px}
.sk-shop-cat-link img,.sk-shop-cat-initial{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:6px;background:#f1f3f5}
.sk-shop-cat-initial{display:flex;align-items:center;justify-content:center;font-size:2.5rem;font-weight:700;color:#1864ab}
.sk-shop-cat-name{font-weight:600;text-align:center}
.sk-shop-subcats{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:6px;font-size:.85rem}
.sk-shop-subcats a{display:inline-block;padding:4px 8px;border:1px solid #dee2e6;border-radius:999px;color:#1864ab;text-decoration:none}
.sk-shop-main .sk-block~.sk-block:not(.sk-sticky),.sk-shop-main~.sk-block:not(.sk-sticky,.sk-footer){content-visibility:auto;contain-intrinsic-size:auto 480px}
html .sk-banner-dots{gap:0}
html .sk-banner-dots a{box-sizing:content-box;padding:7px;background-clip:content-box!important;box-shadow:none}
.sk-shop-footer{padding:20px 0;color:#343a40;font-size:.9rem;text-align:center}
.sk-shop-langs{list-style:none;display:flex;flex-wrap:wrap;gap:10px;justify-content:center;padding:0;margin:8px 0 0}
.sk-shop-langs a{color:#1864ab}.sk-shop-langs a[aria-current]{font-weight:700;color:#1a1b1e}
`;
