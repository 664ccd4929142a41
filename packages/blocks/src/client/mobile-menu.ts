// The Header block's mobile menu is a <details> (it opens without JavaScript); this closes it the
// way shoppers expect from a menu: Escape (focus back on the button), a tap outside, or a link.
export function enhanceMobileMenu(doc: Document = document): void {
  const menus = Array.from(doc.querySelectorAll<HTMLDetailsElement>('details.sk-mobile-menu'));
  if (menus.length === 0) return;
  for (const menu of menus) {
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    });
    menu.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) menu.open = false;
    });
  }
  doc.addEventListener('click', (event) => {
    for (const menu of menus)
      if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
}
