// Flat illustration motifs, each drawn in a 100×100 box. Colours come from the caller, so one
// motif serves every theme. Used by generate-theme-art.mjs; the SVGs it writes are our own work.
const shade = (hex, amount) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c) =>
    Math.max(0, Math.min(255, Math.round(c + (amount > 0 ? (255 - c) * amount : c * amount))));
  const r = mix(n >> 16);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
};

export { shade };

export const MOTIFS = {
  // grocery
  apple: (c) =>
    `<path d="M50 30c-8-8-30-6-32 16c-2 22 14 42 24 42c4 0 6-2 8-2s4 2 8 2c10 0 26-20 24-42c-2-22-24-24-32-16z" fill="${c}"/><path d="M50 30c0-8 2-14 8-18" stroke="#6b4226" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M54 22c8-8 18-6 22-2c-6 6-14 8-22 2z" fill="#4caf50"/><ellipse cx="36" cy="46" rx="6" ry="10" fill="#fff" opacity=".25"/>`,
  tomato: (c) =>
    `<circle cx="50" cy="56" r="34" fill="${c}"/><path d="M50 26l6 10l12-4l-8 10l10 6l-14 0l-6 10l-6-10l-14 0l10-6l-8-10l12 4z" fill="#2f9e44"/><ellipse cx="36" cy="50" rx="7" ry="11" fill="#fff" opacity=".25"/>`,
  mango: (c) =>
    `<path d="M30 70c-14-22 2-52 30-52c20 0 30 20 22 40c-8 20-40 36-52 12z" fill="${c}"/><path d="M58 18c4-6 12-8 18-6c-4 6-10 8-18 6z" fill="#2f9e44"/><ellipse cx="44" cy="40" rx="8" ry="12" fill="#fff" opacity=".22" transform="rotate(-25 44 40)"/>`,
  carrot: (c) =>
    `<path d="M30 78L66 30c6-6 14 2 8 8L34 82c-4 3-7 0-4-4z" fill="${c}"/><path d="M68 30c0-10 6-16 14-18c-2 8-6 12-10 16c8-4 14-2 18 2c-8 4-14 4-20 2z" fill="#37b24d"/><path d="M44 62l8 4M52 52l8 4M38 70l6 3" stroke="${shade(c, -0.25)}" stroke-width="2.5" stroke-linecap="round"/>`,
  capsicum: (c) =>
    `<path d="M28 40c0-10 10-14 22-12c12-2 22 2 22 12c4 20-2 44-12 46c-4 1-6-3-10-3s-6 4-10 3c-10-2-16-26-12-46z" fill="${c}"/><path d="M50 28c0-6 2-10 8-12" stroke="#2b8a3e" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M40 40c-4 12-4 28 0 38" stroke="#fff" stroke-width="4" opacity=".25" fill="none" stroke-linecap="round"/>`,
  banana: (c) =>
    `<path d="M18 40c10 30 44 44 70 24c2-2 0-6-3-5c-22 10-48 0-58-22c-2-4-10-2-9 3z" fill="${c}"/><path d="M14 38l6-6l4 6z" fill="#6b4226"/>`,
  milk: (c) =>
    `<path d="M32 30h36v60H32z" fill="#fff"/><path d="M32 30l8-14h20l8 14z" fill="${shade(c, 0.6)}"/><path d="M40 16h20v-6H40z" fill="${c}"/><rect x="32" y="52" width="36" height="22" fill="${c}"/><circle cx="50" cy="63" r="6" fill="#fff"/><path d="M32 30h36" stroke="${shade(c, -0.2)}" stroke-width="2"/>`,
  bread: (c) =>
    `<path d="M18 50c0-16 14-24 32-24s32 8 32 24c0 6-4 8-8 8v22H26V58c-4 0-8-2-8-8z" fill="${c}"/><path d="M26 58v22h48V58" fill="${shade(c, 0.35)}"/><path d="M36 34l-4 10M50 32v10M64 34l4 10" stroke="${shade(c, -0.25)}" stroke-width="3" stroke-linecap="round"/>`,
  egg: (c) =>
    `<ellipse cx="40" cy="58" rx="18" ry="24" fill="${shade(c, 0.75)}"/><ellipse cx="64" cy="62" rx="16" ry="21" fill="${shade(c, 0.55)}"/><ellipse cx="34" cy="50" rx="4" ry="7" fill="#fff" opacity=".6"/>`,
  sack: (c) =>
    `<path d="M30 30c6-4 34-4 40 0l-4 6c10 10 16 26 12 44c-2 8-8 10-28 10s-26-2-28-10c-4-18 2-34 12-44z" fill="${c}"/><path d="M34 36h32" stroke="${shade(c, -0.3)}" stroke-width="4" stroke-linecap="round"/><rect x="36" y="54" width="28" height="20" rx="3" fill="#fff" opacity=".85"/><path d="M42 64h16" stroke="${shade(c, -0.3)}" stroke-width="3" stroke-linecap="round"/>`,
  jar: (c) =>
    `<rect x="30" y="22" width="40" height="10" rx="3" fill="${shade(c, -0.35)}"/><path d="M28 34h44v46c0 6-4 10-10 10H38c-6 0-10-4-10-10z" fill="#ffffff" opacity=".9"/><path d="M30 52h40v28c0 5-3 8-8 8H38c-5 0-8-3-8-8z" fill="${c}"/><circle cx="40" cy="62" r="3" fill="${shade(c, 0.4)}"/><circle cx="56" cy="70" r="3" fill="${shade(c, 0.4)}"/><circle cx="48" cy="76" r="3" fill="${shade(c, 0.4)}"/>`,
  bottle: (c) =>
    `<rect x="43" y="8" width="14" height="10" rx="2" fill="${shade(c, -0.4)}"/><path d="M44 18h12v12c10 4 14 12 14 22v34c0 4-2 6-6 6H36c-4 0-6-2-6-6V52c0-10 4-18 14-22z" fill="${c}"/><rect x="34" y="54" width="32" height="22" rx="3" fill="#fff" opacity=".88"/><path d="M40 62h20M40 68h12" stroke="${shade(c, -0.3)}" stroke-width="3" stroke-linecap="round"/><path d="M38 40c-2 6-2 10-2 14" stroke="#fff" stroke-width="3" opacity=".4" stroke-linecap="round"/>`,
  teabox: (c) =>
    `<path d="M28 30h44v56H28z" fill="${c}"/><path d="M28 30l6-10h32l6 10z" fill="${shade(c, -0.25)}"/><circle cx="50" cy="56" r="12" fill="#fff" opacity=".9"/><path d="M44 56c0-4 12-4 12 0c0 5-3 8-6 8s-6-3-6-8z" fill="${shade(c, -0.2)}"/><path d="M34 76h32" stroke="#fff" stroke-width="3" opacity=".7"/>`,
  leaf: (c) =>
    `<path d="M20 80C20 44 44 20 84 18C82 58 58 82 20 80z" fill="${c}"/><path d="M22 78L70 30" stroke="${shade(c, -0.3)}" stroke-width="3" stroke-linecap="round"/>`,
  basket: (c) =>
    `<path d="M28 44c0-18 44-18 44 0" stroke="${shade(c, -0.3)}" stroke-width="5" fill="none"/><path d="M14 44h72l-8 40c-1 4-4 6-8 6H30c-4 0-7-2-8-6z" fill="${c}"/><path d="M20 56h60M24 70h52M36 44l4 46M50 44v46M64 44l-4 46" stroke="${shade(c, -0.25)}" stroke-width="2.5"/>`,
  // fashion
  dress: (c) =>
    `<path d="M40 10h20l-2 14l10 10l-4 10l12 44H24l12-44l-4-10l10-10z" fill="${c}"/><path d="M36 44h28" stroke="${shade(c, -0.3)}" stroke-width="3"/><path d="M40 10c2 6 18 6 20 0" stroke="${shade(c, -0.3)}" stroke-width="2" fill="none"/>`,
  kurta: (c) =>
    `<path d="M34 12l-20 12l6 16l10-4v52h40V36l10 4l6-16l-20-12c-2 6-8 10-16 10s-14-4-16-10z" fill="${c}"/><path d="M50 22v22" stroke="${shade(c, -0.3)}" stroke-width="2.5"/><circle cx="50" cy="28" r="1.8" fill="${shade(c, 0.5)}"/><circle cx="50" cy="36" r="1.8" fill="${shade(c, 0.5)}"/><path d="M30 76h40" stroke="${shade(c, 0.35)}" stroke-width="4"/>`,
  shirt: (c) =>
    `<path d="M36 12l-22 12l6 18l10-4v50h40V38l10 4l6-18l-22-12l-14 10z" fill="${c}"/><path d="M36 12l14 14l14-14" stroke="${shade(c, -0.3)}" stroke-width="3" fill="none"/><path d="M50 26v62" stroke="${shade(c, -0.2)}" stroke-width="2"/>`,
  handbag: (c) =>
    `<path d="M34 40c0-22 32-22 32 0" stroke="${shade(c, -0.35)}" stroke-width="5" fill="none"/><rect x="20" y="38" width="60" height="46" rx="8" fill="${c}"/><rect x="20" y="38" width="60" height="14" rx="6" fill="${shade(c, -0.15)}"/><rect x="45" y="48" width="10" height="8" rx="2" fill="#e9c46a"/>`,
  heel: (c) =>
    `<path d="M14 70c10-2 22-10 30-22c4-6 10-6 14 0l8 12c6 6 14 8 20 8v8H62c-8 0-14-4-20-8l-4 12h-6l2-14c-6 2-12 4-20 4z" fill="${c}"/><path d="M60 54l6-22h4l-2 28" fill="${shade(c, -0.3)}"/>`,
  sunglasses: (c) =>
    `<path d="M10 40h80" stroke="${shade(c, -0.4)}" stroke-width="4"/><path d="M14 40h28c0 12-4 20-14 20s-14-8-14-20z" fill="${c}"/><path d="M58 40h28c0 12-4 20-14 20s-14-8-14-20z" fill="${c}"/><path d="M20 44l8 8M64 44l8 8" stroke="#fff" stroke-width="3" opacity=".45"/>`,
  hanger: (c) =>
    `<path d="M50 30c0-10 10-10 10-4c0 4-10 6-10 12L12 68h76L50 38" stroke="${c}" stroke-width="5" fill="none" stroke-linejoin="round"/>`,
  scarf: (c) =>
    `<path d="M30 14h40c0 20-8 30-20 30S30 34 30 14z" fill="${c}"/><path d="M40 40l-8 46h14l6-44M56 42l6 44h10l-8-48" fill="${shade(c, -0.12)}"/><path d="M34 86v6M38 86v6M42 86v6M60 86v6M64 86v6M68 86v6" stroke="${shade(c, -0.3)}" stroke-width="2"/>`,
  // electronics
  phone: (c) =>
    `<rect x="30" y="8" width="40" height="84" rx="8" fill="#1b1f24"/><rect x="33" y="14" width="34" height="70" rx="4" fill="${c}"/><path d="M33 50l34-22v26L33 76z" fill="#fff" opacity=".18"/><rect x="44" y="10" width="12" height="3" rx="1.5" fill="#3a3f45"/>`,
  laptop: (c) =>
    `<rect x="18" y="22" width="64" height="42" rx="4" fill="#1b1f24"/><rect x="22" y="26" width="56" height="34" rx="2" fill="${c}"/><path d="M8 66h84l-6 10H14z" fill="#c9ced6"/><path d="M42 66h16l-2 3H44z" fill="#8a919c"/><path d="M22 52l30-26h12L22 60z" fill="#fff" opacity=".15"/>`,
  headphones: (c) =>
    `<path d="M20 58c0-22 14-38 30-38s30 16 30 38" stroke="#2b2f36" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="14" y="52" width="18" height="30" rx="8" fill="${c}"/><rect x="68" y="52" width="18" height="30" rx="8" fill="${c}"/><rect x="18" y="58" width="6" height="18" rx="3" fill="#fff" opacity=".3"/>`,
  watch: (c) =>
    `<rect x="38" y="6" width="24" height="88" rx="8" fill="${shade(c, -0.35)}"/><rect x="28" y="28" width="44" height="44" rx="12" fill="#1b1f24"/><rect x="32" y="32" width="36" height="36" rx="9" fill="${c}"/><path d="M50 40v10l6 4" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/><rect x="72" y="44" width="4" height="10" rx="2" fill="#5c636e"/>`,
  speaker: (c) =>
    `<rect x="26" y="10" width="48" height="80" rx="14" fill="${c}"/><circle cx="50" cy="60" r="17" fill="#1b1f24"/><circle cx="50" cy="60" r="7" fill="${shade(c, -0.3)}"/><circle cx="50" cy="28" r="8" fill="#1b1f24"/>`,
  earbuds: (c) =>
    `<rect x="22" y="38" width="56" height="40" rx="18" fill="#f8f9fa"/><path d="M22 56h56" stroke="#ced4da" stroke-width="2"/><circle cx="50" cy="64" r="3" fill="${c}"/><path d="M34 30c0-8 10-10 12-2l-2 16h-6z" fill="#fff" stroke="#ced4da"/><path d="M66 30c0-8-10-10-12-2l2 16h6z" fill="#fff" stroke="#ced4da"/>`,
  camera: (c) =>
    `<rect x="12" y="30" width="76" height="50" rx="8" fill="#2b2f36"/><path d="M34 30l6-10h20l6 10z" fill="#2b2f36"/><circle cx="50" cy="55" r="18" fill="${c}"/><circle cx="50" cy="55" r="10" fill="#1b1f24"/><circle cx="46" cy="51" r="3" fill="#fff" opacity=".6"/><rect x="70" y="36" width="10" height="6" rx="2" fill="#e9ecef"/>`,
  bolt: (c) => `<path d="M56 8L24 56h22l-6 36l34-50H52z" fill="${c}"/>`,
  // restaurant
  bowl: (c) =>
    `<path d="M12 50h76c0 20-16 34-38 34S12 70 12 50z" fill="${c}"/><path d="M16 50c4-10 18-16 34-16s30 6 34 16z" fill="#f4d58d"/><circle cx="34" cy="44" r="4" fill="#e76f51"/><circle cx="58" cy="42" r="3" fill="#2a9d8f"/><circle cx="48" cy="46" r="3" fill="#fff"/><path d="M36 26c-4-6 4-10 0-16M50 24c-4-6 4-10 0-16M64 26c-4-6 4-10 0-16" stroke="#adb5bd" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  cup: (c) =>
    `<path d="M22 38h48v24c0 14-10 24-24 24s-24-10-24-24z" fill="${c}"/><path d="M70 44h6c8 0 8 16 0 16h-8" stroke="${c}" stroke-width="6" fill="none"/><ellipse cx="46" cy="38" rx="24" ry="5" fill="#a0522d"/><path d="M36 28c-4-6 4-10 0-16M48 26c-4-6 4-10 0-16" stroke="#adb5bd" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M14 88h64" stroke="${shade(c, -0.3)}" stroke-width="4" stroke-linecap="round"/>`,
  thali: (c) =>
    `<circle cx="50" cy="50" r="42" fill="#dee2e6"/><circle cx="50" cy="50" r="36" fill="#f1f3f5"/><circle cx="34" cy="34" r="10" fill="${c}"/><circle cx="60" cy="30" r="9" fill="#f4a261"/><circle cx="70" cy="54" r="9" fill="#2a9d8f"/><circle cx="36" cy="64" r="11" fill="#fefae0"/><path d="M48 58c6-6 20-2 16 10c-6 8-18 4-16-10z" fill="#e9c46a"/>`,
  dosa: (c) =>
    `<ellipse cx="50" cy="60" rx="44" ry="20" fill="#dee2e6"/><path d="M10 56L84 38l4 10L18 68z" fill="${c}"/><path d="M14 60l70-16" stroke="${shade(c, -0.2)}" stroke-width="2"/><circle cx="26" cy="74" r="6" fill="#fff"/><circle cx="72" cy="70" r="6" fill="#e76f51"/>`,
  chilli: (c) =>
    `<path d="M20 30c10 30 40 50 66 52c2 0 2-4 0-4c-20-6-40-26-48-50c-2-6-20-6-18 2z" fill="${c}"/><path d="M22 28c-2-8 4-14 12-12" stroke="#2b8a3e" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  plant: (c) =>
    `<path d="M34 64h32l-4 26H38z" fill="${shade(c, -0.1)}"/><path d="M50 64C50 40 36 30 22 30c0 16 12 28 28 34M50 64c0-24 14-36 28-36c0 18-12 30-28 36M50 64V26" stroke="#2f9e44" stroke-width="3" fill="#51cf66"/>`,
  // salon / clinic
  scissors: (c) =>
    `<circle cx="28" cy="72" r="12" fill="none" stroke="${c}" stroke-width="6"/><circle cx="72" cy="72" r="12" fill="none" stroke="${c}" stroke-width="6"/><path d="M36 62L70 12M64 62L30 12" stroke="#adb5bd" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="40" r="3" fill="#495057"/>`,
  comb: (c) =>
    `<rect x="14" y="34" width="72" height="14" rx="4" fill="${c}"/><path d="M20 48v22M27 48v22M34 48v22M41 48v22M48 48v22M55 48v22M62 48v22M69 48v22M76 48v22" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  mirror: (c) =>
    `<ellipse cx="50" cy="40" rx="28" ry="32" fill="${c}"/><ellipse cx="50" cy="40" rx="22" ry="26" fill="#e7f5ff"/><path d="M38 30l16-12M36 42l26-20" stroke="#fff" stroke-width="4" stroke-linecap="round"/><rect x="45" y="70" width="10" height="24" rx="4" fill="${c}"/>`,
  serum: (c) =>
    `<rect x="40" y="8" width="20" height="8" rx="3" fill="#343a40"/><path d="M44 16h12v8c8 2 12 8 12 16v44c0 4-3 6-6 6H38c-3 0-6-2-6-6V40c0-8 4-14 12-16z" fill="${c}" opacity=".92"/><rect x="36" y="50" width="28" height="20" rx="2" fill="#fff" opacity=".85"/><path d="M42 58h16" stroke="${shade(c, -0.3)}" stroke-width="3" stroke-linecap="round"/>`,
  lotus: (c) =>
    `<path d="M50 20c10 12 12 30 0 50c-12-20-10-38 0-50z" fill="${c}"/><path d="M50 70c-20-4-32-18-30-36c14 2 26 14 30 36zM50 70c20-4 32-18 30-36c-14 2-26 14-30 36z" fill="${shade(c, 0.25)}"/><path d="M50 70c-22 4-36-2-42-14c14-4 28 0 42 14zM50 70c22 4 36-2 42-14c-14-4-28 0-42 14z" fill="${shade(c, 0.45)}"/>`,
  dryer: (c) =>
    `<path d="M14 30c0-12 10-18 22-18h30c10 0 16 8 16 18s-6 18-16 18H44l-6 40H24l4-42c-8-2-14-8-14-16z" fill="${c}"/><circle cx="36" cy="30" r="9" fill="#fff" opacity=".85"/><path d="M86 24h6M86 30h8M86 36h6" stroke="${shade(c, -0.2)}" stroke-width="3" stroke-linecap="round"/>`,
  polish: (c) =>
    `<rect x="40" y="10" width="20" height="32" rx="4" fill="#343a40"/><path d="M32 42h36v38c0 6-4 10-10 10H42c-6 0-10-4-10-10z" fill="${c}"/><path d="M38 50v30" stroke="#fff" stroke-width="4" opacity=".35" stroke-linecap="round"/>`,
  candle: (c) =>
    `<rect x="32" y="40" width="36" height="50" rx="4" fill="${c}"/><path d="M50 40v-8" stroke="#343a40" stroke-width="2"/><path d="M50 12c8 10 6 18 0 20c-6-2-8-10 0-20z" fill="#fab005"/><path d="M32 54h36" stroke="#fff" stroke-width="3" opacity=".5"/>`,
  stethoscope: (c) =>
    `<path d="M28 12v24c0 12 8 20 18 20s18-8 18-20V12" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M46 56v14c0 10 8 16 18 16s14-8 14-16v-8" stroke="${c}" stroke-width="5" fill="none"/><circle cx="78" cy="56" r="8" fill="${shade(c, -0.3)}"/>`,
  // general store
  box: (c) =>
    `<path d="M14 34l36-16l36 16v40l-36 16l-36-16z" fill="${c}"/><path d="M14 34l36 16l36-16M50 50v40" stroke="${shade(c, -0.25)}" stroke-width="3" fill="none"/><path d="M30 26l36 16" stroke="${shade(c, 0.35)}" stroke-width="6"/>`,
  bulb: (c) =>
    `<path d="M50 10c-18 0-28 14-28 28c0 12 10 18 12 30h32c2-12 12-18 12-30c0-14-10-28-28-28z" fill="${c}"/><rect x="36" y="70" width="28" height="16" rx="3" fill="#adb5bd"/><path d="M38 76h24M38 81h24" stroke="#868e96" stroke-width="2"/><path d="M40 30c2-6 8-10 14-10" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6" fill="none"/>`,
  notebook: (c) =>
    `<rect x="24" y="12" width="52" height="76" rx="4" fill="${c}"/><path d="M32 12v76" stroke="${shade(c, -0.3)}" stroke-width="3"/><rect x="40" y="26" width="28" height="12" rx="2" fill="#fff" opacity=".85"/><path d="M20 22h8M20 34h8M20 46h8M20 58h8M20 70h8" stroke="#495057" stroke-width="3" stroke-linecap="round"/>`,
  soap: (c) =>
    `<rect x="16" y="40" width="68" height="36" rx="14" fill="${c}"/><rect x="22" y="44" width="56" height="12" rx="6" fill="#fff" opacity=".35"/><circle cx="30" cy="28" r="8" fill="none" stroke="${shade(c, 0.2)}" stroke-width="3"/><circle cx="48" cy="22" r="5" fill="none" stroke="${shade(c, 0.2)}" stroke-width="3"/><circle cx="64" cy="30" r="6" fill="none" stroke="${shade(c, 0.2)}" stroke-width="3"/>`,
  bucket: (c) =>
    `<path d="M24 36h52l-6 50c0 3-3 4-6 4H36c-3 0-6-1-6-4z" fill="${c}"/><path d="M24 36c0-20 52-20 52 0" stroke="#495057" stroke-width="3" fill="none"/><path d="M26 48h48" stroke="${shade(c, -0.2)}" stroke-width="3"/>`,
  detergent: (c) =>
    `<path d="M30 28h30l10 10v48c0 3-2 4-4 4H30c-3 0-4-1-4-4V32c0-2 2-4 4-4z" fill="${c}"/><rect x="36" y="14" width="18" height="14" rx="2" fill="${shade(c, -0.3)}"/><path d="M60 28c10 0 14 6 14 14" stroke="${shade(c, -0.3)}" stroke-width="5" fill="none"/><circle cx="46" cy="60" r="12" fill="#fff" opacity=".85"/><path d="M40 60c4-6 8 6 12 0" stroke="${c}" stroke-width="3" fill="none"/>`,
};

/** A person for testimonials: skin, hair and clothes colours; hair style 0–2. */
export function person(skin, hair, cloth, style) {
  const hairShape = [
    `<path d="M30 40c0-18 10-26 20-26s20 8 20 26c-4-8-10-12-20-12s-16 4-20 12z" fill="${hair}"/>`,
    `<path d="M26 46c0-22 10-32 24-32s24 10 24 32v20c-4-2-6-10-6-20c-4-6-10-10-18-10s-14 4-18 10c0 10-2 18-6 20z" fill="${hair}"/>`,
    `<path d="M30 38c0-16 10-24 20-24s20 8 20 24c-6-4-12-6-20-6s-14 2-20 6z" fill="${hair}"/><path d="M50 14c6-6 16-4 16 4" stroke="${hair}" stroke-width="6" fill="none"/>`,
  ][style % 3];
  return `<rect width="100" height="100" fill="${shade(cloth, 0.75)}"/><path d="M14 100c2-20 16-30 36-30s34 10 36 30z" fill="${cloth}"/><rect x="43" y="56" width="14" height="16" rx="4" fill="${shade(skin, -0.1)}"/><ellipse cx="50" cy="42" rx="18" ry="21" fill="${skin}"/>${hairShape}<circle cx="43" cy="44" r="2" fill="#2b2f36"/><circle cx="57" cy="44" r="2" fill="#2b2f36"/><path d="M44 53c4 3 8 3 12 0" stroke="#2b2f36" stroke-width="2" fill="none" stroke-linecap="round"/>`;
}
