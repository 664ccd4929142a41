// Map: the store's address as an embedded map (no API key), with the address and a directions link.
import type { ComponentConfig } from '@puckeditor/core';
import { shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { Icon } from '../icons.tsx';
import { MAP_ZOOM, mapEmbedUrl, mapLinkUrl } from '../map-embed.ts';
import { type BlocksMetadata, languageOf } from '../metadata.ts';
import { blockBaseSchema, Heading, Section } from './shared.tsx';

export const mapPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default('Visit us'),
  address: z.string().trim().max(300).default(''),
  zoom: z.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max).default(MAP_ZOOM.default),
  hours: z.string().max(200).default(''),
});
export type MapProps = z.infer<typeof mapPropsSchema>;

export function MapBlock(props: MapProps & { metadata?: BlocksMetadata }) {
  const src = mapEmbedUrl(props.address, props.zoom);
  return (
    <Section kind="map" effect={props.effect} label={props.heading || 'Map'}>
      <div className="sk-wrap sk-map-layout">
        <div className="sk-map-info">
          <Heading text={props.heading} />
          {props.address ? (
            <p className="sk-map-line">
              <Icon name="pin" /> <span>{props.address}</span>
            </p>
          ) : null}
          {props.hours ? (
            <p className="sk-map-line">
              <Icon name="clock" /> <span>{props.hours}</span>
            </p>
          ) : null}
          {props.address ? (
            <a
              className="sk-button sk-button-ghost"
              href={mapLinkUrl(props.address)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {shopText(languageOf(props.metadata), 'getDirections')}
            </a>
          ) : null}
        </div>
        <div className="sk-map-frame">
          {src ? (
            <iframe
              title={`Map of ${props.address}`}
              src={src}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          ) : (
            <p className="sk-placeholder">Add your address to show a map</p>
          )}
        </div>
      </div>
    </Section>
  );
}

export const mapConfig: ComponentConfig<MapProps> = {
  label: 'Map',
  defaultProps: mapPropsSchema.parse({}),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    address: { type: 'textarea', label: 'Address' },
    zoom: { type: 'number', label: 'Zoom', min: MAP_ZOOM.min, max: MAP_ZOOM.max },
    hours: { type: 'text', label: 'Opening hours' },
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({ ...params.fields, effect: placedEffectField('Map', data, params) }),
  render: ({ puck, ...props }) => <MapBlock {...props} metadata={puck.metadata} />,
};
