import { describe, expect, it } from 'vitest';
import { renderBlocks, sampleStore as store } from '../test-helpers.ts';

const offer = (code: string) => ({
  type: 'DiscountOffer' as const,
  props: { id: 'offer-1', heading: 'Diwali lamps', text: '15% off every lamp', code },
});

describe('offer with a discount code', () => {
  it('shows a code only while it is one of the store’s live codes, as the store spells it', () => {
    const live = renderBlocks([offer('lamp15')], { store, discountCodes: ['LAMP15'] });
    expect(live).toContain('data-sk-offer-code="LAMP15"');
    expect(live).toContain('Diwali lamps');
  });

  it('keeps the offer’s words and hides a code that is not live (paused, expired, invented)', () => {
    for (const metadata of [{ store, discountCodes: ['OTHER5'] }, { store }]) {
      const html = renderBlocks([offer('DIYA10')], metadata);
      expect(html).toContain('Diwali lamps');
      expect(html).not.toContain('DIYA10');
    }
  });
});
