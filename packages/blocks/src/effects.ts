// Scroll effects on blocks. Availability comes from the domain rules; rendering is CSS only
// (scroll-driven animations where the browser has them, nothing otherwise), so it costs no JS.
import {
  SCROLL_EFFECTS,
  type ScrollEffect,
  type ScrollEffectContext,
  scrollEffectOption,
} from '@storekeep/domain/website-builder';
import { z } from 'zod';

export const scrollEffectSchema = z.enum(SCROLL_EFFECTS).default('none-effect');

export const SCROLL_EFFECT_LABELS: Record<ScrollEffect, string> = {
  'none-effect': 'None',
  reveal: 'Reveal',
  parallax: 'Parallax',
  'zoom-in': 'Zoom in',
  'fade-in': 'Fade in',
};

/** The class a block's outer element carries for its effect. */
export function effectClassName(effect: ScrollEffect | undefined): string {
  if (!effect || effect === 'none-effect') return '';
  return ` sk-fx sk-fx-${effect}`;
}

/**
 * The effect a block may keep at this place: a stored effect the rules no longer allow
 * (a parallax block moved down the page) renders as none-effect. Reveal on mobile is left to
 * CSS (it is switched off under the mobile breakpoint), so the stored value is judged as desktop.
 */
export function allowedEffect(
  effect: ScrollEffect,
  ctx: Omit<ScrollEffectContext, 'isMobile'>,
): ScrollEffect {
  return scrollEffectOption(effect, { ...ctx, isMobile: false }).enabled ? effect : 'none-effect';
}
