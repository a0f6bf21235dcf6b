import { type CheckCode } from '@timber/contracts';

/** Drawn 132 × 48 by the server; the SVG scales (a phone shows it a little smaller). */
const DRAWN = { width: 132, height: 48 } as const;

/**
 * A check code's picture (the H5 page's gate, a login past its account's failures): the digits
 * exist only as strokes of the SVG; a grey box while none is there yet. `data-challenge` names the
 * challenge the picture is of.
 */
export function CheckCodePicture({
  code,
  alt,
  testId,
  scale = 1,
}: {
  code: Pick<CheckCode, 'challengeId' | 'image'> | null;
  alt: string;
  testId: string;
  scale?: number;
}) {
  const size = { width: Math.round(DRAWN.width * scale), height: Math.round(DRAWN.height * scale) };
  return code ? (
    <img
      src={code.image}
      width={size.width}
      height={size.height}
      className="border-round select-none block"
      alt={alt}
      draggable={false}
      data-testid={testId}
      data-challenge={code.challengeId}
    />
  ) : (
    <span className="border-round surface-200 block" style={size} />
  );
}
