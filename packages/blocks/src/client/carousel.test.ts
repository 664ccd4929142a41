// @vitest-environment jsdom
// The banner autoplay the script starts (packages/blocks/src/enhance.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceBanners } from '../enhance.ts';

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  document.body.innerHTML = `<div class="sk-banner-track" data-autoplay="5">
    <div class="sk-banner-slide"></div><div class="sk-banner-slide"></div></div>`;
  const track = document.querySelector<HTMLElement>('.sk-banner-track')!;
  // jsdom lays nothing out: a 360 px wide track holding two slides.
  Object.defineProperty(track, 'clientWidth', { value: 360 });
  Object.defineProperty(track, 'scrollWidth', { value: 720 });
  track.scrollTo = vi.fn() as unknown as typeof track.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const track = () => document.querySelector<HTMLElement>('.sk-banner-track')!;

describe('banner carousel autoplay', () => {
  it('moves to the next slide every data-autoplay seconds', () => {
    enhanceBanners(document);
    vi.advanceTimersByTime(4_999);
    expect(track().scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(track().scrollTo).toHaveBeenCalledWith({ left: 360, behavior: 'smooth' });
  });

  it('pauses while the pointer or the keyboard focus is on it', () => {
    enhanceBanners(document);
    track().dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(10_000);
    expect(track().scrollTo).not.toHaveBeenCalled();
    track().dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(5_000);
    expect(track().scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not move for shoppers who ask for reduced motion', () => {
    reducedMotion = true;
    enhanceBanners(document);
    vi.advanceTimersByTime(20_000);
    expect(track().scrollTo).not.toHaveBeenCalled();
  });
});
