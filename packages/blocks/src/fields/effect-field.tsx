// The animation / scroll-effect slider as a Puck field: disabled effects stay visible with the
// spec's popover text, as the merchant needs to know why.
import type { CustomField } from '@puckeditor/core';
import {
  type ScrollEffect,
  type ScrollEffectContext,
  scrollEffectOptions,
} from '@storekeep/domain/website-builder';
import { useBlocksEditor } from './editor-context.tsx';
import { useEditorTexts } from './editor-texts.ts';
import { hintStyle } from './field-styles.ts';

export function effectField(ctx: ScrollEffectContext): CustomField<ScrollEffect> {
  return {
    type: 'custom',
    label: 'Animation / scroll effect',
    render: ({ field, value, onChange, name, readOnly }) => (
      <EffectOptions
        ctx={ctx}
        label={field.label ?? 'Animation / scroll effect'}
        value={value}
        onChange={onChange}
        name={name}
        readOnly={readOnly}
      />
    ),
  };
}

const placeUnknown = (): number | undefined => undefined;

function EffectOptions(props: {
  ctx: ScrollEffectContext;
  label: string;
  value: ScrollEffect;
  onChange: (value: ScrollEffect) => void;
  name: string;
  readOnly?: boolean | undefined;
}) {
  // The block's place as the editor sees it now: the resolved ctx can be another block's, when a
  // resolution started for the block selected before lands after the selection changed.
  const { useSelectedBlockIndex = placeUnknown } = useBlocksEditor();
  const liveIndex = useSelectedBlockIndex();
  const texts = useEditorTexts();
  const options = scrollEffectOptions(
    liveIndex === undefined ? props.ctx : { ...props.ctx, blockIndex: liveIndex },
  );
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid="scroll-effect-field">
      <legend style={{ fontSize: 12, color: '#5c5f66' }}>{props.label}</legend>
      {options.map((option) => (
        <label
          key={option.effect}
          title={option.popover ? texts.popover(option.popover) : undefined}
          style={{ display: 'block', padding: '3px 0', opacity: option.enabled ? 1 : 0.55 }}
          data-testid={`scroll-effect-${option.effect}`}
        >
          <input
            type="radio"
            name={props.name}
            value={option.effect}
            checked={(props.value ?? 'none-effect') === option.effect}
            disabled={props.readOnly || !option.enabled}
            onChange={() => props.onChange(option.effect)}
          />{' '}
          {texts.effect(option.effect)}
          {option.popover ? (
            <span role="note" style={{ ...hintStyle, display: 'block', marginLeft: 22 }}>
              {texts.popover(option.popover)}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}

/** The field before the editor knows the block's place; config.tsx resolves the real one per block. */
export const defaultEffectField = effectField({
  blockIndex: 1,
  isMobile: false,
  isHeaderWithCoverImage: false,
});
