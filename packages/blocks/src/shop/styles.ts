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
.sk-shop-search button{padding:8px 14px;border:0;border-radius:6px;background:#1a1b1e;color:#fff;font:inherit;cursor:pointer}
.sk-shop-button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:8px 18px;border:0;border-radius:var(--sk-radius,6px);background:var(--sk-primary,#1864ab);color:var(--sk-on-primary,#fff);font:inherit;font-weight:600;cursor:pointer;text-decoration:none;transition:filter .15s ease}
.sk-shop-button:hover{filter:brightness(1.08)}
main.sk-shop-main{max-width:1200px;margin:0 auto;padding:16px 20px 56px;display:block}
main.sk-shop-main h1{font-size:clamp(1.6rem,3.4vw,2.5rem);margin:4px 0 20px;overflow-wrap:anywhere}
main.sk-shop-main h2{font-size:clamp(1.2rem,2.2vw,1.5rem);margin:24px 0 12px}
main.sk-shop-main p{margin:0 0 12px}
main.sk-shop-main a{color:var(--sk-primary,#1864ab)}
.sk-shop-crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:4px 0 12px;font-size:.9rem;color:var(--sk-muted,#495057)}
.sk-shop-crumbs li+li::before{content:"/";margin-right:6px}
main.sk-shop-main .sk-shop-crumbs a{color:var(--sk-muted,#495057);text-decoration:underline;text-underline-offset:3px}
.sk-shop-crumbs [aria-current]{color:var(--sk-text,#1a1b1e)}
.sk-shop-tools{display:flex;flex-wrap:wrap;gap:12px;align-items:end;margin-bottom:24px;background:var(--sk-surface,#fff);border-radius:var(--sk-radius,8px);padding:14px 16px}
.sk-shop-tools label{display:flex;flex-direction:column;font-size:.85rem;gap:4px;color:var(--sk-text,#343a40);font-weight:600}
.sk-shop-tools label.sk-inline{flex-direction:row;align-items:center;min-height:44px;font-weight:400}
.sk-shop-tools label.sk-inline input{width:20px;height:20px;margin:0;accent-color:var(--sk-primary,#1864ab)}
.sk-shop-tools input[type=number],.sk-shop-tools select{box-sizing:border-box;min-height:44px;padding:6px 10px;border:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 35%,transparent);border-radius:calc(var(--sk-radius,8px) / 2);background:var(--sk-bg,#fff);color:var(--sk-text,#1a1b1e);font:inherit;font-weight:400;width:8rem}
.sk-shop-grid{list-style:none;padding:0;margin:0;display:grid;gap:24px 20px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
.sk-shop-card{display:flex;flex-direction:column;gap:6px;min-width:0}
.sk-shop-card picture{display:block}
main.sk-shop-main .sk-shop-card img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;background:var(--sk-surface,#f1f3f5);border-radius:var(--sk-radius,6px)}
.sk-shop-noimg,.sk-noimg{display:grid;place-items:center;width:100%;aspect-ratio:1;border-radius:var(--sk-radius,6px);background:radial-gradient(circle at 50% 42%,color-mix(in srgb,var(--sk-primary,#1864ab) 14%,var(--sk-bg,#fff)) 0 34%,transparent 35%),linear-gradient(160deg,var(--sk-surface,#f1f3f5),color-mix(in srgb,var(--sk-primary,#1864ab) 8%,var(--sk-surface,#f1f3f5)));color:var(--sk-primary,#1864ab);font-family:var(--sk-font-heading,inherit);font-size:clamp(2rem,6vw,3rem);font-weight:700;line-height:1}
main.sk-shop-main .sk-shop-card :is(h2,h3){font-family:inherit;font-size:1rem;font-weight:500;line-height:1.35;text-transform:none;letter-spacing:0;margin:4px 0 0}
main.sk-shop-main .sk-shop-card :is(h2,h3) a{color:var(--sk-text,#1a1b1e);text-decoration:none}
main.sk-shop-main .sk-shop-card :is(h2,h3) a:hover{text-decoration:underline}
main.sk-shop-main .sk-shop-card p{margin:0}
.sk-shop-price{font-weight:700;font-size:1.05rem;color:var(--sk-text,#1a1b1e)}.sk-shop-mrp{color:var(--sk-muted,#495057);text-decoration:line-through;margin-left:8px;font-weight:400;font-size:.9rem}
.sk-shop-stock-out{color:#a51111;font-weight:600}
.sk-shop-add{display:flex;gap:8px;flex-wrap:wrap;align-items:end;margin:4px 0 0}
.sk-shop-add label{display:flex;flex-direction:column;gap:4px;max-width:100%;font-size:.85rem;color:var(--sk-muted,#495057)}
.sk-shop-add input[type=number]{width:5rem}
.sk-shop-add :is(input[type=number],select){box-sizing:border-box;min-height:44px;padding:6px 10px;border:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 35%,transparent);border-radius:calc(var(--sk-radius,6px) / 2);background:var(--sk-bg,#fff);color:var(--sk-text,#1a1b1e);font:inherit}
.sk-shop-add select{width:auto;max-width:100%}
.sk-shop-add [data-sk-cart-status]{flex-basis:100%;margin:0;font-size:.85rem;min-height:1.2em}
.sk-shop-card .sk-shop-add{margin-top:auto}
.sk-shop-card .sk-shop-add label{flex-direction:row;align-items:center;justify-content:space-between;flex:1 1 100%}
.sk-shop-card .sk-shop-add .sk-shop-button{flex:1 1 100%}
.sk-shop-card>a:last-child{margin-top:auto;font-weight:600}
.sk-shop-pages{display:flex;gap:16px;align-items:center;justify-content:center;margin:32px 0 8px}
.sk-shop-pages a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:var(--sk-radius,6px);box-shadow:inset 0 0 0 1px currentColor;text-decoration:none}
.sk-shop-product{display:grid;gap:32px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));align-items:start}
.sk-shop-product>div:last-child{display:flex;flex-direction:column;gap:4px}
.sk-shop-product .sk-shop-price{font-size:1.4rem}
.sk-shop-product .sk-shop-add{margin:12px 0 16px}
.sk-shop-product .sk-shop-add .sk-shop-button{min-width:12rem}
.sk-shop-gallery{display:grid;gap:10px}.sk-shop-gallery picture{display:block}
main.sk-shop-main .sk-shop-gallery img{display:block;width:100%;height:auto;border-radius:var(--sk-radius,6px);background:var(--sk-surface,#f1f3f5)}
.sk-shop-thumbs{display:flex;gap:8px;flex-wrap:wrap}main.sk-shop-main .sk-shop-thumbs img{width:72px;height:72px;object-fit:cover}
.sk-shop-form{display:grid;gap:12px;max-width:560px;margin-top:16px}
.sk-shop-form label{display:grid;gap:4px;font-size:.9rem;font-weight:600;color:var(--sk-text,#343a40)}
.sk-shop-form :is(input:not([type=radio],[type=checkbox]),textarea,select){box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;border:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 35%,transparent);border-radius:calc(var(--sk-radius,6px) / 2);background:var(--sk-bg,#fff);color:var(--sk-text,#1a1b1e);font:inherit;font-size:1rem;font-weight:400}
main.sk-shop-main .sk-shop-form p{margin:0}
.sk-shop-form [role=alert]{display:block;margin-top:4px;color:#a51111;font-size:.85rem}
.sk-shop-form fieldset{display:grid;gap:10px;margin:0;padding:14px 16px;border:0;border-radius:var(--sk-radius,8px);background:var(--sk-surface,#fff)}
.sk-shop-form legend{float:left;width:100%;padding:0;margin-bottom:4px;font-family:var(--sk-font-heading,inherit);font-weight:var(--sk-heading-weight,600);font-size:1.05rem}
.sk-shop-form label.sk-choice{display:flex;gap:10px;align-items:center;min-height:44px;font-size:1rem;font-weight:400;color:var(--sk-text,#1a1b1e)}
.sk-shop-form label.sk-choice input{width:20px;height:20px;margin:0;accent-color:var(--sk-primary,#1864ab)}
.sk-shop-form button{min-height:44px;font-size:1rem}
.sk-shop-button.sk-shop-button-ghost{background:transparent;color:var(--sk-primary,#1a1b1e);box-shadow:inset 0 0 0 2px var(--sk-primary,#1a1b1e)}
.sk-shop-primary{width:100%;max-width:560px;min-height:48px;font-weight:700;font-size:1.05rem}
.sk-checkout-lines{list-style:none;padding:14px 16px;margin:0 0 12px;max-width:560px;box-sizing:border-box;display:grid;gap:6px;background:var(--sk-surface,#fff);border-radius:var(--sk-radius,8px)}
.sk-checkout-lines+p{max-width:560px;font-size:1.05rem}
.sk-checkout-layout .sk-shop-form{margin-top:0}
@media(min-width:900px){.sk-checkout-layout{display:grid;grid-template-columns:minmax(0,560px) minmax(260px,380px);gap:32px;align-items:start}.sk-checkout-summary{grid-column:2;grid-row:1;position:sticky;top:88px}.sk-checkout-layout>.sk-shop-form{grid-column:1;grid-row:1}}
.sk-discount-code{display:flex;flex-wrap:wrap;gap:8px;align-items:end}.sk-discount-code label{flex:1 1 12rem}
.sk-order-table{width:100%;border-collapse:collapse;background:var(--sk-surface,#fff);border-radius:var(--sk-radius,8px);overflow:hidden;margin:16px 0}
.sk-order-table :is(th,td){padding:10px 12px;text-align:left;vertical-align:top;font-weight:400}
.sk-order-table :is(th,td):not(:first-child){text-align:right;white-space:nowrap}
.sk-order-table :is(th,td):first-child{overflow-wrap:anywhere}
@media (max-width:480px){.sk-order-table :is(th,td){padding:8px 6px;font-size:.9rem}}
.sk-order-table thead th{font-weight:600;font-size:.9rem;border-bottom:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 18%,transparent)}
.sk-order-table tfoot tr:first-child td{border-top:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 18%,transparent)}
.sk-order-table tfoot tr:last-child th{border-top:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 40%,transparent);font-weight:700;font-size:1.1rem}
.sk-order-status{display:grid;gap:4px;padding:16px;margin:0 0 16px;border-radius:var(--sk-radius,8px);background:color-mix(in srgb,var(--sk-primary,#1864ab) 10%,var(--sk-bg,#fff));border-left:4px solid var(--sk-primary,#1864ab)}
main.sk-shop-main .sk-order-status p{margin:0}
.sk-cart{list-style:none;padding:0;margin:0 0 20px;display:grid;gap:12px}
.sk-cart-line{display:flex;flex-wrap:wrap;align-items:center;gap:10px 14px;background:var(--sk-surface,#fff);border-radius:var(--sk-radius,8px);padding:12px}
main.sk-shop-main .sk-cart-line img,.sk-cart-line .sk-noimg{width:64px;height:64px;flex:none;object-fit:cover;background:var(--sk-bg,#f1f3f5);border-radius:calc(var(--sk-radius,6px) / 2);font-size:1.6rem}
main.sk-shop-main .sk-cart-line>a{flex:1 1 180px;font-weight:600;color:var(--sk-text,#1a1b1e);text-decoration:none}
.sk-cart-line form,.sk-cart-line label{display:flex;gap:6px;align-items:center;margin:0}
.sk-cart-line input[type=number]{width:4.5rem;min-height:44px;box-sizing:border-box;padding:6px 10px;border:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 35%,transparent);border-radius:calc(var(--sk-radius,6px) / 2);background:var(--sk-bg,#fff);color:var(--sk-text,#1a1b1e);font:inherit}
.sk-cart-line button{min-height:44px}
.sk-cart-line>strong{margin-left:auto;font-size:1.05rem}
main.sk-shop-main .sk-cart-line .sk-note{flex-basis:100%;margin:0;color:#a51111}
.sk-cart-total{display:flex;justify-content:space-between;align-items:baseline;max-width:560px;padding:14px 16px;margin:0 0 14px;border-radius:var(--sk-radius,8px);background:var(--sk-surface,#fff);font-size:1.1rem}
.sk-cart-total strong{font-size:1.25rem}
main.sk-shop-main a.sk-shop-button{color:var(--sk-on-primary,#fff);text-decoration:none}
main.sk-shop-main a.sk-shop-button.sk-shop-button-ghost{color:var(--sk-primary,#1a1b1e)}
.sk-quote{padding:14px 16px;border-radius:var(--sk-radius,8px);background:var(--sk-surface,#fff)}
.sk-totals{width:100%;border-collapse:collapse}.sk-totals td,.sk-totals th{padding:4px 0;text-align:left;font-weight:400}.sk-totals td+td,.sk-totals th+th{text-align:right}
.sk-totals tfoot th{border-top:1px solid color-mix(in srgb,var(--sk-text,#1a1b1e) 40%,transparent);padding-top:8px;font-weight:700;font-size:1.1rem}
.sk-quote .sk-note{color:var(--sk-muted,#495057);font-size:.9rem}
.sk-shop-notice{background:#ebfbee;border:1px solid #2b8a3e;color:#1b5e20;padding:10px;border-radius:6px}
.sk-shop-error,.sk-error{background:#fff5f5;border:1px solid #c92a2a;color:#a51111;padding:10px;border-radius:6px}
.sk-shop-empty{display:grid;justify-items:center;gap:12px;max-width:560px;margin:8px auto 24px;padding:40px 20px;text-align:center;border-radius:var(--sk-radius,8px);background:var(--sk-surface,#f1f3f5);color:var(--sk-text,#1a1b1e)}
main.sk-shop-main .sk-shop-empty p{margin:0;font-size:1.1rem}
main.sk-shop-main p.sk-shop-empty{font-size:1.1rem}
main.sk-shop-main .sk-shop-empty h1{margin:0;font-size:clamp(1.4rem,3vw,2rem)}
.sk-shop-empty::before{content:"";width:56px;height:56px;border-radius:50%;background:radial-gradient(circle at 50% 50%,var(--sk-bg,#fff) 0 30%,transparent 31%),color-mix(in srgb,var(--sk-primary,#1864ab) 22%,var(--sk-bg,#fff))}
.sk-shop-empty .sk-shop-button{margin-top:4px}
.sk-shop-cats{list-style:none;padding:0;margin:0;display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(170px,1fr))}
.sk-shop-cat{display:flex;flex-direction:column;gap:8px}
main.sk-shop-main .sk-shop-cat-link{display:flex;flex-direction:column;gap:10px;align-items:center;text-decoration:none;color:var(--sk-text,#1a1b1e);min-height:44px}
main.sk-shop-main .sk-shop-cat-link img,.sk-shop-cat-initial{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:var(--sk-radius,6px);background:var(--sk-surface,#f1f3f5)}
.sk-shop-cat-initial{display:flex;align-items:center;justify-content:center;font-family:var(--sk-font-heading,inherit);font-size:2.5rem;font-weight:700;color:var(--sk-primary,#1864ab)}
.sk-shop-cat-name{font-weight:600;text-align:center}
.sk-shop-subcats{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;justify-content:center;gap:6px;font-size:.85rem}
main.sk-shop-main .sk-shop-subcats a{display:inline-flex;align-items:center;min-height:32px;padding:2px 10px;border:1px solid color-mix(in srgb,var(--sk-primary,#1864ab) 40%,transparent);border-radius:999px;color:var(--sk-text,#1a1b1e);text-decoration:none}
@media (max-width:600px){
main.sk-shop-main{padding:12px 16px 40px}
.sk-shop-grid{grid-template-columns:1fr 1fr;gap:20px 12px}
.sk-shop-cats{grid-template-columns:1fr 1fr;gap:14px}
.sk-shop-tools{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:12px}
.sk-shop-tools label:first-of-type{grid-column:1/-1}
.sk-shop-tools :is(input[type=number],select){width:100%}
.sk-shop-tools .sk-shop-button{width:100%}
.sk-shop-card .sk-shop-add label{font-size:.8rem}
.sk-shop-card .sk-shop-add input[type=number]{width:3.6rem;padding:6px}
.sk-cart-line>strong{margin-left:0}
.sk-shop-product{gap:20px}
.sk-shop-product .sk-shop-add .sk-shop-button{flex:1 1 100%}
}
.sk-shop-main .sk-block~.sk-block:not(.sk-sticky),.sk-shop-main~.sk-block:not(.sk-sticky,.sk-footer){content-visibility:auto;contain-intrinsic-size:auto 480px}
html .sk-banner-dots{gap:0}
html .sk-banner-dots a{box-sizing:content-box;padding:7px;background-clip:content-box!important;box-shadow:none}
.sk-shop-footer{padding:20px 0;color:inherit;font-size:.9rem;text-align:center}
.sk-shop-langs{list-style:none;display:flex;flex-wrap:wrap;gap:10px;justify-content:center;padding:0;margin:8px 0 0}
.sk-shop-langs a{color:inherit;display:inline-block;padding:4px 2px}.sk-shop-langs a[aria-current]{font-weight:700;text-decoration:none}
`;
