// Scroll effects switch on with the shopper's first scroll: the storefront frame renders
// <html class="sk-fx-wait">, which holds every effect still (styles.ts), so loading the page does
// not pay for setting up scroll-driven animations (nor show half-faded blocks) before anyone
// scrolls. Blocks already in view are past their entry range by then and do not move; the ones
// below animate in as they arrive. Without this script the effects stay off and every block shows
// as it is.
export const EFFECTS_WAIT_CLASS = 'sk-fx-wait';

export function enableEffectsOnScroll(doc: Document = document): void {
  const root = doc.documentElement;
  const win = doc.defaultView;
  if (!win || !root.classList.contains(EFFECTS_WAIT_CLASS)) return;
  win.addEventListener('scroll', () => root.classList.remove(EFFECTS_WAIT_CLASS), {
    once: true,
    passive: true,
  });
}
