// An offer with a discount code: a heading, a line of text and one of the store's own codes,
// picked in the editor from its live codes. The code shows only while it is live (not paused,
// started, not expired or used up: metadata.discountCodes), so the store never advertises a code
// its checkout would refuse; the offer's words stay.
import type { ComponentConfig, SelectField } from '@puckeditor/core';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import type { BlocksMetadata } from '../metadata.ts';
import { blockBaseSchema, Heading, Section } from './shared.tsx';

export const discountOfferPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default(''),
  text: z.string().max(300).default(''),
  /** One of the store's discount codes, as the store spells it; '' for none. */
  code: z.string().max(20).default(''),
});
export type DiscountOfferProps = z.infer<typeof discountOfferPropsSchema>;

/** The code as the store spells it when it is live now, else null. */
export function liveCodeOf(code: string, metadata: BlocksMetadata | undefined): string | null {
  if (!code) return null;
  const wanted = code.toUpperCase();
  return metadata?.discountCodes?.find((live) => live.toUpperCase() === wanted) ?? null;
}

export function DiscountOffer(props: DiscountOfferProps & { metadata?: BlocksMetadata | undefined }) {
  const code = liveCodeOf(props.code, props.metadata);
  return (
    <Section kind="offer" effect={props.effect} label={props.heading || 'Offer'}>
      <div className="sk-wrap sk-offer">
        <Heading text={props.heading} sub={props.text} />
        {code ? (
          <p className="sk-offer-code" data-sk-offer-code={code}>
            <strong>{code}</strong>
          </p>
        ) : null}
      </div>
    </Section>
  );
}

/** The editor's choice of code: the store's live codes (metadata.discountCodes), or none. */
function codeField(metadata: BlocksMetadata | undefined, current: string): SelectField {
  const live = metadata?.discountCodes ?? [];
  const options = [{ label: '—', value: '' }, ...live.map((code) => ({ label: code, value: code }))];
  // A code picked earlier that is no longer live stays listed, so the field shows what is stored.
  if (current && !live.some((code) => code.toUpperCase() === current.toUpperCase()))
    options.push({ label: current, value: current });
  return { type: 'select', label: 'Discount code', options };
}

export const discountOfferConfig: ComponentConfig<DiscountOfferProps> = {
  label: 'Offer with a discount code',
  defaultProps: discountOfferPropsSchema.parse({}),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    text: { type: 'textarea', label: 'Text' },
    code: { type: 'select', label: 'Discount code', options: [{ label: '—', value: '' }] },
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    code: codeField(params.metadata as BlocksMetadata | undefined, data.props.code ?? ''),
    effect: placedEffectField('DiscountOffer', data, params),
  }),
  render: ({ puck, ...props }) => <DiscountOffer {...props} metadata={puck.metadata} />,
};
