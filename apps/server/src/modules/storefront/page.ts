// Renders the store page as plain, accessible HTML (no JavaScript).
import { formatPrice } from '@storekeep/domain/money';
import type { StorePage } from './service.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `
body{margin:0;font-family:"Noto Sans",system-ui,sans-serif;color:#1a1b1e;background:#f8f9fa}
header{background:#1864ab;color:#fff;padding:20px 16px}header h1{margin:0;font-size:1.5rem}
main{max-width:1100px;margin:0 auto;padding:16px}h2{font-size:1.15rem;margin:24px 0 12px}
ul{list-style:none;padding:0;margin:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(160px,1fr))}
li{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px}
.name{font-weight:600;margin-bottom:6px}.price{font-size:1.05rem;font-weight:700}
.mrp{color:#495057;text-decoration:line-through;margin-left:6px;font-size:.9rem}
footer{color:#495057;text-align:center;padding:24px;font-size:.85rem}`;

export function renderStorePage(page: StorePage, canonicalUrl: string): string {
  const title = escapeHtml(page.storeName);
  const sections = page.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.name)}</h2><ul>${section.products
          .map(
            (p) =>
              `<li><div class="name">${escapeHtml(p.name)}</div><div><span class="price">₹${formatPrice(p.pricePaise)}</span>${
                p.mrpPaise > p.pricePaise ? `<span class="mrp">₹${formatPrice(p.mrpPaise)}</span>` : ''
              }</div></li>`,
          )
          .join('')}</ul></section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><meta name="description" content="Shop online at ${title}."><link rel="canonical" href="${escapeHtml(canonicalUrl)}">
<meta property="og:title" content="${title}"><meta property="og:type" content="website"><style>${STYLE}</style></head>
<body><header><h1>${title}</h1></header><main>${sections || '<p>New products are coming soon.</p>'}</main>
<footer>${title} · powered by Storekeep</footer></body></html>`;
}
