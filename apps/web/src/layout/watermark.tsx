import { useMemo } from 'react';
import { useAppSelector } from '../store/hooks';

/** Watermark tiles are about 320 px (spec §9). */
export const WATERMARK_TILE_PX = 320;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An SVG tile with the text turned slightly, as a CSS background. */
export function watermarkImage(text: string, size = WATERMARK_TILE_PX): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" fill="rgba(0,0,0,0.08)" ` +
    `font-size="18" font-family="sans-serif" transform="rotate(-22 ${size / 2} ${size / 2})">${escapeXml(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/** The customer short name tiled over the page, never catching a click. */
export function Watermark() {
  const text = useAppSelector((state) => state.session.user?.cusShortName ?? '');
  const backgroundImage = useMemo(() => (text ? watermarkImage(text) : undefined), [text]);
  if (!backgroundImage) {
    return null;
  }
  return (
    <div
      className="watermark"
      aria-hidden
      data-testid="watermark"
      data-text={text}
      style={{ backgroundImage, backgroundSize: `${WATERMARK_TILE_PX}px ${WATERMARK_TILE_PX}px` }}
    />
  );
}
