// The blocks' stylesheet, one constant: the root inlines it so a page needs no extra request.
// Effects are CSS scroll-driven animations (no JavaScript); browsers without them show the block
// as is, and so does anyone who asks for reduced motion.
export const BLOCKS_CSS = `
.sk-site{position:relative;isolation:isolate;min-height:100vh;background:var(--sk-bg);color:var(--sk-text);font-family:var(--sk-font-body);font-size:16px;line-height:1.6;-webkit-font-smoothing:antialiased}
.sk-site *,.sk-site *::before,.sk-site *::after{box-sizing:border-box}
.sk-site-bg{position:fixed;inset:0;z-index:-1;background-size:cover;background-position:center;pointer-events:none}
.sk-site img{max-width:100%;display:block}
.sk-site a{color:inherit}
.sk-site h1,.sk-site h2,.sk-site h3{font-family:var(--sk-font-heading);font-weight:var(--sk-heading-weight);text-transform:var(--sk-heading-case);line-height:1.2;margin:0 0 .5em;letter-spacing:-.01em}
.sk-site h1{font-size:clamp(1.9rem,4.5vw,3.4rem)}
.sk-site h2{font-size:clamp(1.45rem,3vw,2.2rem)}
.sk-site h3{font-size:1.1rem}
.sk-site p{margin:0 0 1em}
.sk-wrap{width:100%;max-width:1200px;margin:0 auto;padding:0 20px}
.sk-narrow{max-width:820px}
.sk-block{padding:56px 0;position:relative}
.sk-heading{margin-bottom:28px}
.sk-heading h2{margin-bottom:.25em}
.sk-heading p{color:var(--sk-muted);max-width:60ch;margin:0}
.sk-align-center,.sk-align-center .sk-heading p{text-align:center;margin-left:auto;margin-right:auto}
.sk-tone-tinted{background:var(--sk-surface)}
.sk-tone-dark{background:var(--sk-text);color:var(--sk-bg)}
.sk-tone-dark .sk-eyebrow{color:var(--sk-accent)}
.sk-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 22px;border-radius:var(--sk-radius);background:var(--sk-primary);color:var(--sk-on-primary)!important;font-weight:600;text-decoration:none;border:0;cursor:pointer;font:inherit;font-weight:600;transition:transform .15s ease,filter .15s ease}
.sk-button:hover{filter:brightness(1.08);transform:translateY(-1px)}
.sk-button-ghost{background:transparent;color:var(--sk-primary)!important;box-shadow:inset 0 0 0 2px var(--sk-primary)}
.sk-button-small{min-height:36px;padding:6px 14px;font-size:.9rem;width:100%}
.sk-placeholder{padding:28px;text-align:center;color:var(--sk-muted);background:var(--sk-surface);border-radius:var(--sk-radius);margin:0}
.sk-icon{flex:none}
.sk-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sk-eyebrow{text-transform:uppercase;letter-spacing:.14em;font-size:.78rem;font-weight:700;color:var(--sk-primary);margin-bottom:.6em}

/* header */
.sk-block.sk-header{padding:0;z-index:20}
.sk-header-bar{background:var(--sk-header-bg,var(--sk-bg));color:var(--sk-header-fg,var(--sk-text));border-bottom:1px solid color-mix(in srgb,currentColor 10%,transparent)}
.sk-block.sk-header:not(.sk-header-has-cover){position:sticky;top:0}
.sk-header-row{display:flex;align-items:center;gap:18px;min-height:68px}
.sk-brand{display:flex;align-items:center;gap:10px;text-decoration:none;min-width:0}
.sk-picture{display:contents}
.sk-logo{height:40px;width:auto}
.sk-brand-name{font-family:var(--sk-font-heading);font-weight:var(--sk-heading-weight);font-size:1.3rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;text-transform:var(--sk-heading-case)}
.sk-header-nav{flex:1}
.sk-header-links{display:flex;gap:22px;list-style:none;margin:0;padding:0;flex-wrap:wrap}
.sk-header-links a{text-decoration:none;font-weight:500}
.sk-header-links a:hover{text-decoration:underline;text-underline-offset:6px}
.sk-header-tools{display:flex;align-items:center;gap:12px}
.sk-search{display:flex;align-items:center;background:color-mix(in srgb,currentColor 7%,transparent);border-radius:999px;padding:2px 4px 2px 14px}
.sk-search input{border:0;background:transparent;color:inherit;font:inherit;width:180px;padding:8px 0;outline:none}
.sk-search input::placeholder{color:inherit;opacity:.6}
.sk-search button{border:0;background:transparent;color:inherit;display:grid;place-items:center;width:36px;height:36px;cursor:pointer}
.sk-social{display:flex;gap:6px;list-style:none;margin:0;padding:0}
.sk-social a{display:grid;place-items:center;width:34px;height:34px;border-radius:50%;opacity:.8}
.sk-social a:hover{opacity:1;background:color-mix(in srgb,currentColor 10%,transparent)}
.sk-cart-link{position:relative;display:grid;place-items:center;width:42px;height:42px;border-radius:50%;background:var(--sk-primary);color:var(--sk-on-primary)!important}
.sk-cart-count{position:absolute;top:-5px;right:-7px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:var(--sk-text);color:var(--sk-bg);font-size:.72rem;font-weight:700;line-height:20px;text-align:center}
.sk-cart-count[hidden]{display:none}
.sk-mobile-menu{display:none}
.sk-mobile-menu summary{list-style:none;cursor:pointer;display:grid;place-items:center;width:42px;height:42px}
.sk-mobile-menu summary::-webkit-details-marker{display:none}
.sk-mobile-panel{position:absolute;left:0;right:0;top:100%;background:var(--sk-header-bg,var(--sk-bg));color:var(--sk-header-fg,var(--sk-text));padding:16px 20px 24px;box-shadow:0 18px 30px rgba(0,0,0,.12)}
.sk-mobile-panel ul{list-style:none;margin:12px 0;padding:0}
.sk-mobile-panel li a{display:block;padding:12px 0;text-decoration:none;font-size:1.05rem;border-bottom:1px solid color-mix(in srgb,currentColor 10%,transparent)}
.sk-mobile-panel .sk-search{display:flex}
.sk-mobile-panel .sk-search input{width:100%}
.sk-header-centered .sk-header-row{display:grid;grid-template-columns:1fr auto 1fr;grid-template-areas:"menu brand tools" "nav nav nav";padding-top:14px;column-gap:16px}
.sk-header-centered .sk-mobile-menu{grid-area:menu}
.sk-header-centered .sk-brand{grid-area:brand;justify-content:center}
.sk-header-centered .sk-brand-name{font-size:1.7rem}
.sk-header-centered .sk-header-tools{grid-area:tools;justify-self:end}
.sk-header-centered .sk-header-nav{grid-area:nav;display:flex;justify-content:center;padding:10px 0 12px}
.sk-cover{position:relative;min-height:min(78vh,640px);display:flex;align-items:flex-end;color:#fff;overflow:hidden}
.sk-cover-img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.sk-cover-shade{position:absolute;inset:0;background:linear-gradient(180deg,rgba(0,0,0,.1) 10%,rgba(0,0,0,.45) 45%,rgba(0,0,0,.72))}
.sk-cover-text{position:relative;padding-top:80px;padding-bottom:64px;text-shadow:0 2px 14px rgba(0,0,0,.5)}
.sk-cover-text .sk-button{text-shadow:none}
.sk-cover-text h1{max-width:16ch;color:#fff}
.sk-cover-text p{max-width:48ch;font-size:1.15rem;opacity:.92}

/* banner */
.sk-block.sk-banner{padding:0}
.sk-banner-track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;scrollbar-width:none}
.sk-banner-track::-webkit-scrollbar{display:none}
.sk-banner-slide{position:relative;flex:0 0 100%;scroll-snap-align:start;overflow:hidden;background:var(--sk-surface)}
.sk-banner-media{position:relative;aspect-ratio:var(--sk-banner-ratio)}
.sk-banner-img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.sk-banner-text{position:absolute;inset:0;display:flex;align-items:center;background:linear-gradient(90deg,rgba(0,0,0,.55),rgba(0,0,0,.05) 70%);color:#fff}
.sk-banner-text h1,.sk-banner-text h2{color:#fff;max-width:18ch}
.sk-banner-text p{max-width:42ch;font-size:1.1rem}
.sk-banner-center .sk-banner-text{text-align:center;background:rgba(0,0,0,.35)}
.sk-banner-center .sk-banner-text h1,.sk-banner-center .sk-banner-text h2,.sk-banner-center .sk-banner-text p{margin-left:auto;margin-right:auto}
.sk-banner-other .sk-banner-text h1,.sk-banner-other .sk-banner-text h2{font-size:clamp(1.3rem,2.6vw,2.1rem);margin-bottom:.3em}
.sk-banner-other .sk-banner-text p{font-size:1rem;margin-bottom:.6em}
.sk-banner-other .sk-button{min-height:38px;padding:6px 18px}
.sk-banner-dots{position:absolute;bottom:14px;left:0;right:0;display:flex;justify-content:center;gap:8px}
.sk-banner-dots a{width:10px;height:10px;border-radius:50%;background:rgba(255,255,255,.7);box-shadow:0 0 0 1px rgba(0,0,0,.2)}

/* gallery */
.sk-gallery-grid{display:grid;gap:14px;list-style:none;margin:0;padding:0;grid-template-columns:repeat(var(--cols,3),1fr)}
.sk-cols-2{--cols:2}.sk-cols-3{--cols:3}.sk-cols-4{--cols:4}
.sk-gallery-grid figure{margin:0}
.sk-gallery-grid img{width:100%;aspect-ratio:var(--sk-gallery-ratio);object-fit:cover;border-radius:var(--sk-radius)}
.sk-gallery-grid figcaption{font-size:.9rem;color:var(--sk-muted);margin-top:6px}

/* rich text */
.sk-prose{font-size:1.05rem}
.sk-prose a{color:var(--sk-primary)}
.sk-prose blockquote{margin:1em 0;padding-left:1em;border-left:3px solid var(--sk-primary);color:var(--sk-muted)}

/* video, map, custom html */
.sk-video-frame{position:relative;aspect-ratio:16/9;border-radius:var(--sk-radius);overflow:hidden;background:#000}
.sk-video-frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.sk-video-frame .sk-placeholder{position:absolute;inset:0;display:grid;place-items:center;border-radius:0}
.sk-map-layout{display:grid;grid-template-columns:1fr 1.6fr;gap:32px;align-items:center}
.sk-map-line{display:flex;gap:10px;align-items:flex-start}
.sk-map-line .sk-icon{margin-top:3px;color:var(--sk-primary)}
.sk-map-frame{position:relative;aspect-ratio:16/10;border-radius:var(--sk-radius);overflow:hidden;background:linear-gradient(90deg,color-mix(in srgb,var(--sk-text) 6%,transparent) 1px,transparent 1px) 0 0/48px 48px,linear-gradient(color-mix(in srgb,var(--sk-text) 6%,transparent) 1px,transparent 1px) 0 0/48px 48px,linear-gradient(125deg,transparent 46%,color-mix(in srgb,var(--sk-accent) 35%,transparent) 46% 50%,transparent 50%),var(--sk-surface)}
.sk-map-frame::before{content:"";position:absolute;left:50%;top:50%;width:26px;height:26px;margin:-26px 0 0 -13px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--sk-primary);box-shadow:0 4px 10px rgba(0,0,0,.2)}
.sk-map-frame iframe{position:relative}
.sk-map-frame iframe{width:100%;height:100%;border:0}
.sk-map-frame .sk-placeholder{height:100%;display:grid;place-items:center}
.sk-block.sk-customhtml{padding:20px 0}
.sk-customhtml-frame{width:100%;border:0;display:block;height:var(--sk-h,240px)}

/* amenities */
.sk-offer{text-align:center}
.sk-offer-code strong{display:inline-block;padding:6px 14px;border:2px dashed currentColor;border-radius:8px;letter-spacing:.08em;font-size:1.2em}
.sk-amenity-list{list-style:none;margin:0;padding:0;display:grid;gap:18px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.sk-amenity{display:flex;gap:14px;align-items:flex-start}
.sk-amenity h3{margin:0 0 .25em;display:flex;justify-content:space-between;gap:10px;align-items:baseline}
.sk-amenity p{margin:0;color:var(--sk-muted);font-size:.95rem}
.sk-amenity-icon{display:grid;place-items:center;width:48px;height:48px;border-radius:var(--sk-radius);background:color-mix(in srgb,var(--sk-primary) 12%,transparent);color:var(--sk-primary);flex:none}
.sk-amenity-detail{font-family:var(--sk-font-body);font-weight:700;color:var(--sk-primary);white-space:nowrap;font-size:.95rem}
.sk-amenities-cards .sk-amenity{background:var(--sk-surface);padding:22px;border-radius:var(--sk-radius)}
.sk-amenities-list .sk-amenity-list{grid-template-columns:repeat(auto-fit,minmax(420px,1fr));gap:0 56px}
.sk-amenities-list .sk-amenity{padding:18px 0;border-bottom:1px dashed color-mix(in srgb,var(--sk-text) 22%,transparent)}
.sk-amenities-list .sk-amenity > div{flex:1}
.sk-block.sk-amenities-strip{padding:26px 0;background:var(--sk-surface)}
.sk-amenities-strip .sk-amenity-list{grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}
.sk-amenities-strip .sk-amenity{align-items:center}
.sk-amenities-strip .sk-amenity h3{font-size:1rem}
.sk-amenities-strip .sk-amenity p{font-size:.85rem}

/* testimonials */
.sk-testimonial-list{list-style:none;margin:0;padding:0;display:grid;gap:18px;grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}
.sk-testimonial{background:var(--sk-surface);padding:26px;border-radius:var(--sk-radius);display:flex;flex-direction:column}
.sk-quote-mark{color:var(--sk-primary);opacity:.5}
.sk-stars{color:var(--sk-accent);letter-spacing:2px;margin:.3em 0}
.sk-stars-off{opacity:.25}
.sk-testimonial blockquote{margin:0 0 1em;font-size:1.02rem;flex:1}
.sk-testimonial-by{display:flex;gap:12px;align-items:center;margin:0}
.sk-testimonial-by span{display:flex;flex-direction:column;line-height:1.3}
.sk-testimonial-by small{color:var(--sk-muted)}
.sk-avatar{width:44px;height:44px;border-radius:50%;object-fit:cover}

/* categories */
.sk-category-list{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(150px,1fr))}
.sk-category{display:block;text-decoration:none;text-align:center}
.sk-category-img{display:block;aspect-ratio:1;border-radius:var(--sk-radius);overflow:hidden;background:var(--sk-surface)}
.sk-category-img img{width:100%;height:100%;object-fit:cover;transition:transform .3s ease}
.sk-category:hover img{transform:scale(1.05)}
.sk-category-fallback{display:flex;align-items:center;justify-content:center;width:100%;height:100%;font-size:2.5rem;font-weight:700;color:var(--sk-primary);background:color-mix(in srgb,var(--sk-primary) 14%,var(--sk-surface))}
.sk-category-name{display:block;font-weight:600;margin-top:10px}
.sk-categories-circles .sk-category-list{grid-template-columns:repeat(auto-fit,minmax(120px,1fr))}
.sk-categories-circles .sk-category{max-width:170px;margin:0 auto;width:100%}
.sk-categories-circles .sk-category-img{border-radius:50%;box-shadow:0 0 0 3px var(--sk-bg),0 0 0 5px color-mix(in srgb,var(--sk-primary) 35%,transparent)}
.sk-categories-cards .sk-category{background:var(--sk-surface);border-radius:var(--sk-radius);overflow:hidden;padding-bottom:12px}
.sk-categories-cards .sk-category-img{border-radius:0;aspect-ratio:4/3}

/* products */
.sk-product-list{list-style:none;margin:0;padding:0;display:grid;gap:20px;grid-template-columns:repeat(4,1fr)}
.sk-products-web-grid-3 .sk-product-list{grid-template-columns:repeat(3,1fr)}
.sk-products-web-row .sk-product-list{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}
.sk-products-web-row .sk-product{flex:0 0 240px;scroll-snap-align:start}
.sk-product{display:flex;flex-direction:column;gap:10px}
.sk-product-link{display:flex;flex-direction:column;gap:6px;text-decoration:none;flex:1}
.sk-product-img{position:relative;display:block;aspect-ratio:1;border-radius:var(--sk-radius);overflow:hidden;background:var(--sk-surface)}
.sk-product-img img{width:100%;height:100%;object-fit:cover;transition:transform .3s ease}
.sk-product-link:hover img{transform:scale(1.04)}
.sk-noimg{display:grid;place-items:center;width:100%;height:100%;aspect-ratio:1;background:radial-gradient(circle at 50% 42%,color-mix(in srgb,var(--sk-primary) 14%,var(--sk-bg)) 0 34%,transparent 35%),linear-gradient(160deg,var(--sk-surface),color-mix(in srgb,var(--sk-primary) 8%,var(--sk-surface)));color:var(--sk-primary);font-family:var(--sk-font-heading);font-size:clamp(2rem,6vw,3rem);font-weight:700;line-height:1}
.sk-product-name{font-weight:500;line-height:1.35}
.sk-price{display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
.sk-price strong{font-size:1.05rem}
.sk-price s{color:var(--sk-muted);font-size:.9rem}
.sk-price em{font-style:normal;color:color-mix(in srgb,#2b8a3e 60%,var(--sk-text));font-weight:600;font-size:.85rem}
.sk-badge{position:absolute;left:10px;top:10px;background:rgba(0,0,0,.72);color:#fff;font-size:.75rem;padding:3px 8px;border-radius:999px}
.sk-add-form{margin:0}
.sk-add-status{margin:.25rem 0 0;font-size:.85rem;line-height:1.3;min-height:1.3em}
.sk-product>a.sk-button{margin-bottom:calc(.25rem + 1.105rem)}

/* split */
.sk-split-grid{display:grid;grid-template-columns:1fr 1fr;gap:48px;align-items:center}
.sk-split-right .sk-split-media{order:2}
.sk-split-media img{width:100%;border-radius:var(--sk-radius);aspect-ratio:4/3;object-fit:cover}
.sk-split-copy p{color:inherit;opacity:.86;font-size:1.05rem}

/* contact */
.sk-contact-layout{display:grid;grid-template-columns:1fr 1.2fr;gap:40px}
.sk-form{display:grid;gap:6px;background:var(--sk-surface);padding:24px;border-radius:var(--sk-radius)}
.sk-form label{font-weight:600;font-size:.9rem;margin-top:6px}
.sk-form input,.sk-form textarea{font:inherit;padding:11px 12px;border:1px solid color-mix(in srgb,var(--sk-text) 22%,transparent);border-radius:calc(var(--sk-radius) / 2);background:var(--sk-bg);color:var(--sk-text)}
.sk-form button{margin-top:12px;justify-self:start}

/* footer */
.sk-block.sk-footer{background:var(--sk-footer-bg,var(--sk-text));color:var(--sk-footer-fg,var(--sk-bg));padding:52px 0 28px;margin-top:24px}
.sk-footer footer{display:block}
.sk-footer-grid{display:flex;flex-wrap:wrap;gap:32px 48px}
.sk-footer-grid>*{flex:1 1 160px}
.sk-footer-grid>.sk-footer-about{flex:2 1 300px}
.sk-footer-name{font-family:var(--sk-font-heading);font-weight:var(--sk-heading-weight);font-size:1.3rem;margin-bottom:.4em}
.sk-footer-about p{opacity:.8;max-width:40ch}
.sk-footer-title{font-weight:700;margin-bottom:.6em;text-transform:uppercase;font-size:.8rem;letter-spacing:.12em;opacity:.7}
.sk-footer ul{list-style:none;margin:0;padding:0}
.sk-footer li{margin:0 0 8px}
.sk-footer a{text-decoration:none;opacity:.9}
.sk-footer a:hover{text-decoration:underline}
.sk-footer-line{display:flex;gap:8px;align-items:flex-start;opacity:.9;margin-bottom:8px}
.sk-footer-line .sk-icon{margin-top:4px}
.sk-copyright{margin:36px 0 0;padding-top:20px;border-top:1px solid color-mix(in srgb,currentColor 18%,transparent);font-size:.85rem;opacity:.7}

/* mobile sticky footer */
.sk-block.sk-sticky{display:none;padding:0}

/* effects */
@media (prefers-reduced-motion:no-preference){
@supports (animation-timeline:view()){
.sk-fx-reveal>*{animation:sk-reveal linear both;animation-timeline:view();animation-range:entry 0% entry 60%}
.sk-fx-fade-in{animation:sk-fade linear both;animation-timeline:view();animation-range:entry 0% entry 70%}
.sk-fx-zoom-in{animation:sk-zoom linear both;animation-timeline:view();animation-range:entry 0% entry 80%}
.sk-fx-parallax img{animation:sk-parallax linear both;animation-timeline:view();animation-range:exit 0% exit 100%}
/* the storefront holds effects still until the first scroll (client/effects.ts) */
.sk-fx-wait .sk-fx-reveal>*,.sk-fx-wait .sk-fx-fade-in,.sk-fx-wait .sk-fx-zoom-in,.sk-fx-wait .sk-fx-parallax img{animation:none}
}}
@keyframes sk-reveal{from{clip-path:inset(0 0 100% 0);transform:translateY(40px)}to{clip-path:inset(0);transform:none}}
@keyframes sk-fade{from{opacity:0}to{opacity:1}}
@keyframes sk-zoom{from{opacity:.2;transform:scale(.9)}to{opacity:1;transform:none}}
@keyframes sk-parallax{from{transform:translateY(0)}to{transform:translateY(30%)}}

@media (max-width:1023px){
.sk-product-list{grid-template-columns:repeat(3,1fr)}
.sk-search input{width:130px}
}
@media (max-width:767px){
.sk-block{padding:40px 0}
.sk-wrap{padding:0 16px}
.sk-header-nav,.sk-header-tools .sk-search,.sk-header-tools .sk-social{display:none}
.sk-mobile-menu{display:block}
.sk-header-row{min-height:60px;gap:8px}
.sk-brand{flex:1}
/* A long store name takes two lines on a phone rather than losing its end to an ellipsis. */
.sk-brand-name{font-size:1.05rem;letter-spacing:0;line-height:1.3;white-space:normal;overflow-wrap:anywhere;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2}
.sk-header-centered .sk-header-row{grid-template-areas:"menu brand tools";padding-top:0}
.sk-header-centered .sk-header-nav{display:none}
.sk-header-centered .sk-brand-name{font-size:1.2rem}
.sk-cover{min-height:72vh}
.sk-cover-text{padding-bottom:44px}
.sk-banner-media{aspect-ratio:var(--sk-banner-ratio-mobile)}
/* On phones the slide's words sit under the picture, so the picture keeps its ratio uncovered. */
.sk-banner-text,.sk-banner-center .sk-banner-text{position:static;display:block;padding:18px 0 40px;background:var(--sk-surface);color:var(--sk-text);text-align:left}
.sk-banner-text h1,.sk-banner-text h2{font-size:1.4rem;color:var(--sk-text)!important}
.sk-banner-text p{font-size:.95rem;margin-bottom:.8em}
.sk-banner-center .sk-banner-text h1,.sk-banner-center .sk-banner-text h2,.sk-banner-center .sk-banner-text p{margin-left:0;margin-right:0}
.sk-banner-dots{bottom:14px}
.sk-banner-dots a{background:color-mix(in srgb,var(--sk-text) 30%,transparent)}
.sk-gallery-grid{grid-template-columns:1fr 1fr;gap:10px}
.sk-map-layout,.sk-split-grid,.sk-contact-layout{grid-template-columns:1fr;gap:22px}
.sk-split-right .sk-split-media{order:0}
.sk-amenities-list .sk-amenity-list{grid-template-columns:1fr}
.sk-amenities-strip .sk-amenity-list{grid-template-columns:1fr 1fr;gap:14px}
.sk-amenities-strip .sk-amenity{flex-direction:column;align-items:flex-start;gap:8px}
.sk-product-list,.sk-products-web-grid-3 .sk-product-list{display:grid;grid-template-columns:1fr 1fr;gap:14px}
.sk-products-web-row .sk-product-list{display:grid}
.sk-products-web-row .sk-product{flex:none}
.sk-products-mobile-list .sk-product-list{grid-template-columns:1fr}
.sk-products-mobile-list .sk-product-link{display:grid;grid-template-columns:96px 1fr;grid-template-rows:auto auto;column-gap:14px}
.sk-products-mobile-list .sk-product-img{grid-row:span 2}
.sk-products-mobile-scroll .sk-product-list{display:flex;overflow-x:auto;scroll-snap-type:x mandatory}
.sk-products-mobile-scroll .sk-product{flex:0 0 62%;scroll-snap-align:start}
.sk-category-list{grid-template-columns:repeat(2,1fr);gap:12px}
.sk-categories-circles .sk-category-list{grid-template-columns:repeat(3,1fr)}
.sk-footer-grid{gap:28px 24px}
.sk-footer-grid>*{flex:1 1 40%}
.sk-footer-grid>.sk-footer-about{flex:1 1 100%}
.sk-block.sk-sticky{display:block;position:fixed;left:0;right:0;bottom:0;z-index:30}
.sk-site:has(.sk-sticky){padding-bottom:64px}
.sk-sticky-bar{display:flex;justify-content:space-around;background:var(--sk-bg);border-top:1px solid color-mix(in srgb,var(--sk-text) 12%,transparent);box-shadow:0 -6px 18px rgba(0,0,0,.06);padding:6px 4px calc(6px + env(safe-area-inset-bottom))}
.sk-sticky-bar a{display:flex;flex-direction:column;align-items:center;gap:2px;font-size:.7rem;text-decoration:none;min-width:56px;padding:4px}
.sk-sticky-bar a:first-child{color:var(--sk-primary)}
/* Reveal is not available on mobile (website-builder §4). */
.sk-fx-reveal>*{animation:none!important}
.sk-customhtml-frame{height:var(--sk-h-m,var(--sk-h,240px))}
}
`;
