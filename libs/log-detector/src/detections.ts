/** A detected or labelled log end as a box in image pixels. */
export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Detector confidence 0..1; labels have 1. */
  score: number;
}

export function intersectionOverUnion(a: Box, b: Box): number {
  const width = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const height = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  if (width <= 0 || height <= 0) {
    return 0;
  }
  const intersection = width * height;
  const union = (a.x2 - a.x1) * (a.y2 - a.y1) + (b.x2 - b.x1) * (b.y2 - b.y1) - intersection;
  return union > 0 ? intersection / union : 0;
}

/** Greedy non-maximum suppression: keeps the best box of every group overlapping above `maxOverlap`. */
export function suppressOverlaps(boxes: readonly Box[], maxOverlap: number): Box[] {
  const sorted = [...boxes].sort((a, b) => b.score - a.score);
  const kept: Box[] = [];
  for (const box of sorted) {
    if (kept.every((other) => intersectionOverUnion(box, other) <= maxOverlap)) {
      kept.push(box);
    }
  }
  return kept;
}

export interface DetectorOutputs {
  /** Centre scores that are local maxima, 0 elsewhere: rows x cols. */
  peaks: Float32Array;
  /** Planes of width, height (in cells), x offset, y offset: 4 x rows x cols. */
  boxes: Float32Array;
  rows: number;
  cols: number;
}

export interface DecodeOptions {
  threshold: number;
  maxOverlap: number;
  /** Pixels of the network input per output cell. */
  stride: number;
  /** Input pixels to original pixels. */
  scaleX: number;
  scaleY: number;
}

/** Turns the network's two outputs into boxes in the original image's pixels. */
export function decodeOutputs(outputs: DetectorOutputs, options: DecodeOptions): Box[] {
  const { peaks, boxes, rows, cols } = outputs;
  const plane = rows * cols;
  const found: Box[] = [];
  for (let cell = 0; cell < plane; cell++) {
    const score = peaks[cell] ?? 0;
    if (score <= options.threshold) {
      continue;
    }
    const row = Math.floor(cell / cols);
    const col = cell - row * cols;
    const width = (boxes[cell] ?? 0) * options.stride * options.scaleX;
    const height = (boxes[plane + cell] ?? 0) * options.stride * options.scaleY;
    const centreX = (col + (boxes[2 * plane + cell] ?? 0)) * options.stride * options.scaleX;
    const centreY = (row + (boxes[3 * plane + cell] ?? 0)) * options.stride * options.scaleY;
    found.push({
      x1: centreX - width / 2,
      y1: centreY - height / 2,
      x2: centreX + width / 2,
      y2: centreY + height / 2,
      score,
    });
  }
  return suppressOverlaps(found, options.maxOverlap);
}
