import { describe, expect, it } from 'vitest';
import { videoPropsSchema } from './blocks/video.tsx';
import { YOUTUBE_LINK_MESSAGE, youtubeEmbedUrl, youtubeVideoId } from './youtube.ts';

describe('YouTube links (the video slider takes YouTube links only)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads the video id of %s', (link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a link',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
  ])('refuses %s', (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });

  it('embeds through youtube-nocookie', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('the video block refuses a non-YouTube link with the message and accepts an empty one', () => {
    const refused = videoPropsSchema.safeParse({ url: 'https://vimeo.com/1' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(YOUTUBE_LINK_MESSAGE);
    expect(videoPropsSchema.parse({ url: '' }).url).toBe('');
  });
});
