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
  return suppressOverlaps(candidateBoxes(outputs, options), options.maxOverlap);
}

/**
 * The network's peaks above `options.threshold` as boxes in the original image's pixels, shifted
 * by `offsetX`/`offsetY` (a tile's place in the photo) and mirrored back when the input was the
 * mirror image of `mirroredWidth` pixels; overlaps are not suppressed.
 */
export function candidateBoxes(
  outputs: DetectorOutputs,
  options: DecodeOptions & { offsetX?: number; offsetY?: number; mirroredWidth?: number },
): Box[] {
  const { peaks, boxes, rows, cols } = outputs;
  const offsetX = options.offsetX ?? 0;
  const offsetY = options.offsetY ?? 0;
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
    const inputX = (col + (boxes[2 * plane + cell] ?? 0)) * options.stride * options.scaleX;
    const centreX =
      options.mirroredWidth === undefined ? offsetX + inputX : options.mirroredWidth - (offsetX + inputX);
    const centreY = offsetY + (row + (boxes[3 * plane + cell] ?? 0)) * options.stride * options.scaleY;
    found.push({
      x1: centreX - width / 2,
      y1: centreY - height / 2,
      x2: centreX + width / 2,
      y2: centreY + height / 2,
      score,
    });
  }
  return found;
}

/** One look at the photo: its boxes, and the part of the photo it saw (in the photo's pixels). */
export interface Pass {
  boxes: readonly Box[];
  region: { x1: number; y1: number; x2: number; y2: number };
}

/**
 * Weighted box fusion of several looks at one photo (the whole photo, its mirror image, tiles):
 * boxes of different passes overlapping above `minOverlap` are one log end, placed at their
 * score-weighted mean. Its score is the sum of their scores over the number of passes that saw
 * its centre, so a log end one look of two missed keeps half its score. A pass's own boxes are
 * never fused together (its suppression already chose between them).
 */
export function fuseBoxes(passes: readonly Pass[], minOverlap: number): Box[] {
  const all = passes.flatMap((pass, index) => pass.boxes.map((box) => ({ box, pass: index })));
  all.sort((a, b) => b.box.score - a.box.score);
  const clusters: { fused: Box; members: Box[]; passes: Set<number> }[] = [];
  for (const { box, pass } of all) {
    let best: (typeof clusters)[number] | undefined;
    let bestOverlap = minOverlap;
    for (const cluster of clusters) {
      if (cluster.passes.has(pass)) {
        continue;
      }
      const overlap = intersectionOverUnion(cluster.fused, box);
      if (overlap > bestOverlap) {
        best = cluster;
        bestOverlap = overlap;
      }
    }
    if (!best) {
      clusters.push({ fused: { ...box }, members: [box], passes: new Set([pass]) });
      continue;
    }
    best.members.push(box);
    best.passes.add(pass);
    const weight = best.members.reduce((sum, member) => sum + member.score, 0);
    const mean = (pick: (member: Box) => number) =>
      best.members.reduce((sum, member) => sum + pick(member) * member.score, 0) / weight;
    best.fused = {
      x1: mean((m) => m.x1),
      y1: mean((m) => m.y1),
      x2: mean((m) => m.x2),
      y2: mean((m) => m.y2),
      score: 0,
    };
  }
  return clusters.map(({ fused, members }) => {
    const centreX = (fused.x1 + fused.x2) / 2;
    const centreY = (fused.y1 + fused.y2) / 2;
    const seen = passes.filter(
      ({ region }) =>
        centreX >= region.x1 && centreX <= region.x2 && centreY >= region.y1 && centreY <= region.y2,
    ).length;
    const total = members.reduce((sum, member) => sum + member.score, 0);
    return { ...fused, score: Math.min(1, total / Math.max(1, seen)) };
  });
}
