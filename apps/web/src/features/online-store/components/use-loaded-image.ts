// "Sliders open only after the current image has loaded successfully" (website-builder.md §2, §4).
import { useEffect, useState } from 'react';

/** 'ready' once the image has loaded (or there is none); 'loading' until then; 'broken' on error. */
export function useLoadedImage(
  url: string | null | undefined,
  enabled: boolean,
): 'loading' | 'ready' | 'broken' {
  const [state, setState] = useState<'loading' | 'ready' | 'broken'>('loading');
  useEffect(() => {
    if (!enabled) return;
    if (!url) {
      setState('ready');
      return;
    }
    setState('loading');
    const image = new Image();
    image.onload = () => setState('ready');
    image.onerror = () => setState('broken');
    image.src = url;
  }, [url, enabled]);
  return enabled && url === undefined ? 'loading' : state;
}
