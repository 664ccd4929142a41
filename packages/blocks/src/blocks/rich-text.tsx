// Rich text: stored as HTML, sanitised when the document is parsed and again when it renders.
import type { ComponentConfig } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { selectField } from '../fields/simple-fields.ts';
import { RICH_TEXT_MAX_LENGTH, sanitizeRichText } from '../sanitize.ts';
import { blockBaseSchema, Section } from './shared.tsx';

export const richTextPropsSchema = blockBaseSchema.extend({
  html: z.string().max(RICH_TEXT_MAX_LENGTH).default('').transform(sanitizeRichText),
  align: z.enum(['left', 'center']).default('left'),
  width: z.enum(['narrow', 'wide']).default('narrow'),
  tone: z.enum(['plain', 'tinted']).default('plain'),
});
export type RichTextProps = z.infer<typeof richTextPropsSchema>;

/** In the editor Puck may hand a rich-text prop over as rendered nodes; stored data is a string. */
export function RichText(props: Omit<RichTextProps, 'html'> & { html: string | ReactNode }) {
  const body =
    typeof props.html === 'string' ? (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText just here
      <div className="sk-prose" dangerouslySetInnerHTML={{ __html: sanitizeRichText(props.html) }} />
    ) : (
      <div className="sk-prose">{props.html}</div>
    );
  return (
    <Section
      kind="richtext"
      effect={props.effect}
      className={`sk-align-${props.align} sk-tone-${props.tone}`}
    >
      <div className={`sk-wrap sk-${props.width}`}>{body}</div>
    </Section>
  );
}

export const richTextConfig: ComponentConfig<RichTextProps> = {
  label: 'Rich text',
  defaultProps: richTextPropsSchema.parse({
    html: '<h2>About us</h2><p>Tell your customers your story.</p>',
  }),
  fields: {
    // Textarea here so the server renders the stored string; the editor swaps in Puck's
    // rich-text field through resolveFields (see config.tsx).
    html: { type: 'textarea', label: 'Text' },
    align: selectField('Alignment', { left: 'Left', center: 'Centre' }),
    width: selectField('Width', { narrow: 'Reading width', wide: 'Full width' }),
    tone: selectField('Background', { plain: 'Plain', tinted: 'Tinted' }),
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('RichText', data, params),
    html: { type: 'richtext', label: 'Text', contentEditable: false },
  }),
  render: ({ puck: _puck, ...props }) => <RichText {...props} />,
};
