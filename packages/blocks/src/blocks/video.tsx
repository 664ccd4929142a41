// Video: a YouTube link, shown as a light poster that loads the player only when played
// (an iframe srcdoc facade, so the page ships no player JavaScript until then).
import type { ComponentConfig } from '@puckeditor/core';
import { escapeHtml } from '@storekeep/domain/html';
import { shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { type BlocksMetadata, languageOf } from '../metadata.ts';
import {
  isYoutubeLink,
  YOUTUBE_LINK_MESSAGE,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
  youtubeVideoId,
} from '../youtube.ts';
import { blockBaseSchema, Heading, Section } from './shared.tsx';

export const videoPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default(''),
  url: z
    .string()
    .trim()
    .max(500)
    .default('')
    .refine((url) => url === '' || isYoutubeLink(url), YOUTUBE_LINK_MESSAGE),
  title: z.string().max(120).default('Video'),
});
export type VideoProps = z.infer<typeof videoPropsSchema>;

export function Video(props: VideoProps & { metadata?: BlocksMetadata }) {
  const id = youtubeVideoId(props.url);
  return (
    <Section kind="video" effect={props.effect} label={props.heading || props.title}>
      <div className="sk-wrap sk-narrow">
        <Heading text={props.heading} />
        <div className="sk-video-frame">
          {id ? (
            <iframe
              title={props.title}
              src={youtubeEmbedUrl(id)}
              srcDoc={`<style>*{margin:0}a,img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}span{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:68px;height:48px;border-radius:12px;background:#e00;}span:after{content:"";position:absolute;left:26px;top:14px;border-style:solid;border-width:10px 0 10px 18px;border-color:transparent transparent transparent #fff}</style><a href="${escapeHtml(youtubeEmbedUrl(id, true))}"><img src="${escapeHtml(youtubeThumbnailUrl(id))}" alt="${escapeHtml(props.title)}"><span></span></a>`}
              loading="lazy"
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <p className="sk-placeholder">
              {props.url ? YOUTUBE_LINK_MESSAGE : shopText(languageOf(props.metadata), 'videoPlaceholder')}
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}

export const videoConfig: ComponentConfig<VideoProps> = {
  label: 'Video',
  defaultProps: videoPropsSchema.parse({}),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    url: { type: 'text', label: 'YouTube link', placeholder: 'https://www.youtube.com/watch?v=…' },
    title: { type: 'text', label: 'Title (for screen readers)' },
    effect: defaultEffectField,
  },
  resolveFields: (data, params) => ({ ...params.fields, effect: placedEffectField('Video', data, params) }),
  render: ({ puck, ...props }) => <Video {...props} metadata={puck.metadata} />,
};
