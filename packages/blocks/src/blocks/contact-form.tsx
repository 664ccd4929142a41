// Contact / enquiry form: a plain HTML form posting to the store's enquiry address, so it works
// with no JavaScript; the storefront files it in the merchant's enquiry inbox.
import type { ComponentConfig } from '@puckeditor/core';
import { shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { yesNoField } from '../fields/simple-fields.ts';
import { type BlocksMetadata, languageOf, storeHref, storeOf } from '../metadata.ts';
import { blockBaseSchema, Heading, type PuckId, Section } from './shared.tsx';

/** Where the form posts, relative to the store's base URL; field names are name, mobile, email, message, blockId. */
export const ENQUIRY_PATH = '/enquiry';

export const contactFormPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default('Send us a message'),
  intro: z.string().max(300).default(''),
  askEmail: z.boolean().default(true),
  askMessage: z.boolean().default(true),
  submitLabel: z.string().trim().min(1).max(40).default('Send enquiry'),
  phone: z.string().max(20).default(''),
  email: z.string().max(120).default(''),
});
export type ContactFormProps = z.infer<typeof contactFormPropsSchema>;

export function ContactForm(props: ContactFormProps & PuckId & { metadata?: BlocksMetadata }) {
  const store = storeOf(props.metadata);
  const lang = languageOf(props.metadata);
  const fieldId = (name: string) => `sk-${props.id ?? 'contact'}-${name}`;
  return (
    <Section kind="contact" effect={props.effect} label={props.heading || 'Contact'}>
      <div className="sk-wrap sk-contact-layout">
        <div>
          <Heading text={props.heading} sub={props.intro} />
          {props.phone ? (
            <p>
              <a href={`tel:${props.phone.replace(/\s+/g, '')}`}>{props.phone}</a>
            </p>
          ) : null}
          {props.email ? (
            <p>
              <a href={`mailto:${props.email}`}>{props.email}</a>
            </p>
          ) : null}
        </div>
        <form className="sk-form" method="post" action={storeHref(store, ENQUIRY_PATH)}>
          <input type="hidden" name="blockId" value={props.id ?? ''} />
          <label htmlFor={fieldId('name')}>{shopText(lang, 'checkoutName')}</label>
          <input id={fieldId('name')} name="name" autoComplete="name" required maxLength={80} />
          <label htmlFor={fieldId('mobile')}>{shopText(lang, 'checkoutMobile')}</label>
          <input
            id={fieldId('mobile')}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            pattern="[0-9+ ]{10,14}"
          />
          {props.askEmail ? (
            <>
              <label htmlFor={fieldId('email')}>{shopText(lang, 'checkoutEmail')}</label>
              <input id={fieldId('email')} name="email" type="email" autoComplete="email" maxLength={120} />
            </>
          ) : null}
          {props.askMessage ? (
            <>
              <label htmlFor={fieldId('message')}>{shopText(lang, 'enquiryMessage')}</label>
              <textarea id={fieldId('message')} name="message" rows={4} maxLength={1000} />
            </>
          ) : null}
          <button type="submit" className="sk-button">
            {props.submitLabel}
          </button>
        </form>
      </div>
    </Section>
  );
}

export const contactFormConfig: ComponentConfig<ContactFormProps> = {
  label: 'Contact / enquiry form',
  defaultProps: contactFormPropsSchema.parse({}),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    intro: { type: 'textarea', label: 'Introduction' },
    askEmail: yesNoField('Ask for email'),
    askMessage: yesNoField('Ask for a message'),
    submitLabel: { type: 'text', label: 'Button label' },
    phone: { type: 'text', label: 'Phone shown' },
    email: { type: 'text', label: 'Email shown' },
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({
    ...params.fields,
    effect: placedEffectField('ContactForm', data, params),
  }),
  render: ({ puck, ...props }) => <ContactForm {...props} metadata={puck.metadata} />,
};
