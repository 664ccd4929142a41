// Optional progressive enhancement for the storefront (a few hundred bytes): banner autoplay.
// Everything works without it; it only advances carousels that asked for autoplay, pauses on
// hover or focus, and respects reduced motion.
export function enhanceBanners(root: ParentNode = document): void {
  if (typeof window === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  for (const track of Array.from(root.querySelectorAll<HTMLElement>('.sk-banner-track[data-autoplay]'))) {
    const seconds = Number(track.dataset.autoplay);
    if (!(seconds > 0) || track.children.length < 2) continue;
    let paused = false;
    track.addEventListener('pointerenter', () => {
      paused = true;
    });
    track.addEventListener('pointerleave', () => {
      paused = false;
    });
    track.addEventListener('focusin', () => {
      paused = true;
    });
    window.setInterval(() => {
      if (paused || document.hidden) return;
      const width = track.clientWidth;
      const next = track.scrollLeft + width >= track.scrollWidth - 4 ? 0 : track.scrollLeft + width;
      track.scrollTo({ left: next, behavior: 'smooth' });
    }, seconds * 1000);
  }
}
