// Custom HTML: the merchant's own snippet, stored URL-encoded when new, shown in a sandboxed iframe.
import type { ComponentConfig, CustomField } from '@puckeditor/core';
import { z } from 'zod';
import {
  CUSTOM_HTML_MAX_LENGTH,
  CUSTOM_HTML_SANDBOX,
  customHtmlSrcDoc,
  decodeCustomHtml,
  encodeCustomHtml,
} from '../custom-html.ts';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { inputStyle, labelStyle } from '../fields/field-styles.ts';
import { blockBaseSchema, Section } from './shared.tsx';

export const customHtmlPropsSchema = blockBaseSchema.extend({
  contentBlockId: z.string().max(64).default(''),
  textArea: z
    .string()
    .max(CUSTOM_HTML_MAX_LENGTH * 3)
    .default(''),
  encoding: z.enum(['url', 'plain']).default('url'),
  height: z.number().int().min(40).max(2000).default(240),
  /** Phones wrap the snippet onto more lines; its frame cannot grow by itself (it is sandboxed). */
  mobileHeight: z.number().int().min(40).max(3000).optional(),
  title: z.string().max(120).default('Custom content'),
});
export type CustomHtmlProps = z.infer<typeof customHtmlPropsSchema>;

export function CustomHtml(props: CustomHtmlProps) {
  const html = decodeCustomHtml(props.textArea, props.encoding);
  return (
    <Section kind="customhtml" effect={props.effect}>
      <div className="sk-wrap">
        <iframe
          className="sk-customhtml-frame"
          title={props.title}
          sandbox={CUSTOM_HTML_SANDBOX}
          srcDoc={customHtmlSrcDoc(html)}
          style={
            {
              '--sk-h': `${props.height}px`,
              '--sk-h-m': `${props.mobileHeight ?? props.height}px`,
            } as React.CSSProperties
          }
          loading="lazy"
        />
      </div>
    </Section>
  );
}

/** The modal's textarea: the merchant types plain HTML, the block stores it URL-encoded. */
const customHtmlTextField: CustomField<string> = {
  type: 'custom',
  label: 'HTML',
  render: ({ value, onChange, readOnly, id }) => (
    <label style={labelStyle} htmlFor={id}>
      HTML
      <textarea
        id={id}
        data-testid="custom-html-textarea"
        style={{ ...inputStyle, minHeight: 160, fontFamily: 'monospace' }}
        readOnly={readOnly}
        value={decodeCustomHtml(value ?? '', 'url')}
        onChange={(event) => onChange(encodeCustomHtml(event.target.value).textArea)}
      />
    </label>
  ),
};

export const customHtmlConfig: ComponentConfig<CustomHtmlProps> = {
  label: 'Custom HTML',
  defaultProps: customHtmlPropsSchema.parse({}),
  fields: {
    contentBlockId: { type: 'text', label: 'Block id', visible: false },
    encoding: { type: 'text', label: 'Encoding', visible: false },
    textArea: customHtmlTextField,
    height: { type: 'number', label: 'Height (px)', min: 40, max: 2000 },
    mobileHeight: { type: 'number', label: 'Height on phones (px)', min: 40, max: 3000 },
    title: { type: 'text', label: 'Title (for screen readers)' },
    effect: defaultEffectField,
  },
  // Older blocks saved plain are re-stored encoded the first time the merchant edits them.
  resolveData: (data, { lastData }) => {
    if (data.props.encoding === 'plain' && lastData && lastData.props.textArea !== data.props.textArea) {
      return { ...data, props: { ...data.props, encoding: 'url' } };
    }
    return data;
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('CustomHtml', data, params),
  }),
  render: ({ puck: _puck, ...props }) => <CustomHtml {...props} />,
};
