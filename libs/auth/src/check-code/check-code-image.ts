// A check code as a picture (the H5 page's gate, §2, §9: 4 digits; a login past its failures): an SVG of hand
// drawn strokes, each digit turned, scaled and shifted a little, every point of it jittered, over
// light noise (curves and dots). It holds no text: the page carries no digits a script could read
// off, and no two pictures of one code are the same. Free of any framework.

/** The strokes of each digit in a 10 × 16 box: M move, L line, Q quadratic curve, Z close. */
const GLYPHS: Readonly<Record<string, string>> = {
  '0': 'M5 1 Q9 1 9 8 Q9 15 5 15 Q1 15 1 8 Q1 1 5 1 Z',
  '1': 'M2.5 4 L6 1 L6 15 M3 15 L9 15',
  '2': 'M1 4 Q2 1 5 1 Q9 1 9 5 Q9 8 1 15 L9 15',
  '3': 'M1 2 Q5 0 8 3 Q9 7 4 8 Q9 9 9 12 Q8 16 1 14',
  '4': 'M7 15 L7 1 L1 10 L9.5 10',
  '5': 'M9 1 L2 1 L1 7 Q5 5 8 8 Q10 12 7 14 Q4 16 1 14',
  '6': 'M8 2 Q5 0 3 3 Q1 6 1 11 Q2 15 5 15 Q9 15 9 11 Q9 7 5 7 Q2 7 1 10',
  '7': 'M1 1 L9 1 L4 15',
  '8': 'M5 8 Q1 6 2 3 Q3 1 5 1 Q8 1 8 3 Q9 6 5 8 Q1 10 1 12 Q1 15 5 15 Q9 15 9 12 Q9 10 5 8 Z',
  '9': 'M9 6 Q8 9 5 9 Q1 9 1 5 Q1 1 5 1 Q9 1 9 6 Q9 12 6 15 Q4 16 2 14',
};

export const CHECK_CODE_IMAGE = { width: 132, height: 48 } as const;

/** A number from `rand` between `min` and `max`. */
const between = (rand: () => number, min: number, max: number): number => min + (max - min) * rand();
const fixed = (value: number): string => value.toFixed(1);

/**
 * A glyph's strokes moved into place: every point turned by `angle` about the glyph's centre,
 * scaled, shifted to (x, y) and jittered by up to `jitter` px, so its path data differs each time.
 */
function placeGlyph(
  glyph: string,
  at: { x: number; y: number; scale: number; angle: number; jitter: number },
  rand: () => number,
): string {
  const [cos, sin] = [Math.cos(at.angle), Math.sin(at.angle)];
  const tokens = glyph.match(/[MLQZ]|-?\d+(?:\.\d+)?/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/^[MLQZ]$/.test(token)) {
      out.push(token);
      i += 1;
      continue;
    }
    const [gx, gy] = [Number(token) - 5, Number(tokens[i + 1]) - 8];
    const x = at.x + at.scale * (gx * cos - gy * sin) + between(rand, -at.jitter, at.jitter);
    const y = at.y + at.scale * (gx * sin + gy * cos) + between(rand, -at.jitter, at.jitter);
    out.push(`${fixed(x)} ${fixed(y)}`);
    i += 2;
  }
  return out.join(' ');
}

const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${Math.round(hue)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;

/** The SVG of a code of digits. `rand` (Math.random by default) draws the turns, jitter and noise. */
export function checkCodeSvg(code: string, rand: () => number = Math.random): string {
  if (!/^\d+$/.test(code)) {
    throw new Error('a check code is digits only');
  }
  const { width, height } = CHECK_CODE_IMAGE;
  const cell = width / (code.length + 0.6);
  const parts: string[] = [
    `<rect width="${width}" height="${height}" rx="6" fill="${hsl(between(rand, 0, 360), 30, 95)}"/>`,
  ];
  // light noise under the digits: dots and thin curves
  for (let i = 0; i < 36; i += 1) {
    parts.push(
      `<circle cx="${fixed(between(rand, 0, width))}" cy="${fixed(between(rand, 0, height))}" r="${fixed(
        between(rand, 0.6, 1.6),
      )}" fill="${hsl(between(rand, 0, 360), 40, between(rand, 55, 80))}"/>`,
    );
  }
  const curve = (lightness: [number, number], strokeWidth: [number, number]) =>
    `<path d="M${fixed(between(rand, -5, width * 0.2))} ${fixed(between(rand, 0, height))} Q${fixed(
      between(rand, width * 0.3, width * 0.7),
    )} ${fixed(between(rand, -height, 2 * height))} ${fixed(between(rand, width * 0.8, width + 5))} ${fixed(
      between(rand, 0, height),
    )}" fill="none" stroke="${hsl(between(rand, 0, 360), 45, between(rand, ...lightness))}" stroke-width="${fixed(
      between(rand, ...strokeWidth),
    )}" stroke-linecap="round"/>`;
  for (let i = 0; i < 3; i += 1) {
    parts.push(curve([60, 80], [0.8, 1.5]));
  }
  [...code].forEach((digit, index) => {
    const d = placeGlyph(
      GLYPHS[digit]!,
      {
        x: cell * (index + 0.8) + between(rand, -3, 3),
        y: height / 2 + between(rand, -4, 4),
        scale: between(rand, 1.8, 2.25),
        angle: between(rand, -0.3, 0.3),
        jitter: 0.6,
      },
      rand,
    );
    parts.push(
      `<path d="${d}" fill="none" stroke="${hsl(between(rand, 0, 360), 60, between(rand, 18, 35))}" stroke-width="${fixed(
        between(rand, 2.2, 3),
      )}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  // one curve across the digits, thin enough to read through
  parts.push(curve([40, 60], [0.8, 1.2]));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** The picture as the page shows it: an SVG data address. */
export const checkCodeImage = (code: string, rand?: () => number): string =>
  `data:image/svg+xml;base64,${Buffer.from(checkCodeSvg(code, rand)).toString('base64')}`;
