// The root of every page: theme settings as CSS variables, the stylesheet, and the theme
// background (colour, image, transparency) behind the blocks.
import type { ReactNode } from 'react';
import { BLOCKS_CSS } from './styles.ts';
import { type ThemeSettings, themeCssVariables } from './theme-settings.ts';

export function SiteRoot({ theme, children }: { theme: ThemeSettings; children: ReactNode }) {
  const image = theme.background.backgroundImage;
  return (
    <div className="sk-site" style={themeCssVariables(theme) as React.CSSProperties}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet */}
      <style dangerouslySetInnerHTML={{ __html: BLOCKS_CSS }} />
      {image ? (
        <div
          className="sk-site-bg"
          aria-hidden="true"
          style={{
            backgroundImage: `url("${image.replace(/["\\\n]/g, '')}")`,
            opacity: theme.background.transparencyValue,
          }}
        />
      ) : null}
      <div className="sk-site-body">{children}</div>
    </div>
  );
}
