import { intersectionOverUnion, type Box } from './detections';

export interface ImageScore {
  truth: number;
  detected: number;
  matched: number;
}

/** Greedy one-to-one matching, best score first, at IoU of at least `minOverlap`. */
export function scoreImage(detected: readonly Box[], truth: readonly Box[], minOverlap = 0.5): ImageScore {
  const taken = new Array<boolean>(truth.length).fill(false);
  let matched = 0;
  for (const found of [...detected].sort((a, b) => b.score - a.score)) {
    let best = -1;
    let bestOverlap = minOverlap;
    truth.forEach((expected, index) => {
      if (taken[index]) {
        return;
      }
      const overlap = intersectionOverUnion(found, expected);
      if (overlap >= bestOverlap) {
        best = index;
        bestOverlap = overlap;
      }
    });
    if (best >= 0) {
      taken[best] = true;
      matched++;
    }
  }
  return { truth: truth.length, detected: detected.length, matched };
}

export interface EvaluationSummary {
  images: number;
  truth: number;
  detected: number;
  precision: number;
  recall: number;
  /** Mean over images with at least one labelled log of |detected - truth| / truth x 100. */
  countErrorPct: number;
  msPerImage: number;
}

export function summarise(scores: readonly ImageScore[], msPerImage: number): EvaluationSummary {
  const truth = scores.reduce((sum, score) => sum + score.truth, 0);
  const detected = scores.reduce((sum, score) => sum + score.detected, 0);
  const matched = scores.reduce((sum, score) => sum + score.matched, 0);
  const labelled = scores.filter((score) => score.truth > 0);
  const countError =
    labelled.reduce((sum, score) => sum + Math.abs(score.detected - score.truth) / score.truth, 0) /
    Math.max(labelled.length, 1);
  return {
    images: scores.length,
    truth,
    detected,
    precision: round(detected ? matched / detected : 0, 4),
    recall: round(truth ? matched / truth : 0, 4),
    countErrorPct: round(countError * 100, 2),
    msPerImage: round(msPerImage, 1),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export interface NamedImageScore extends ImageScore {
  file: string;
}

export interface CountErrorDistribution {
  /** Count error of the median photo, in percent of its labelled log ends. */
  medianPct: number;
  /** Count error that 90 % of the photos stay at or under. */
  p90Pct: number;
  /** The photos with the largest count error, worst first, with what went wrong on each. */
  worst: Array<NamedImageScore & { errorPct: number; missed: number; unmatched: number }>;
}

/**
 * How the count error spreads over photos (what a user sees on one photo, not only the mean):
 * median, 90th percentile (nearest rank) and the worst photos with their missed log ends
 * (labelled, not found) and unmatched detections (found where no label is).
 */
export function countErrorDistribution(
  scores: readonly NamedImageScore[],
  worstCount = 3,
): CountErrorDistribution {
  const rated = scores
    .filter((score) => score.truth > 0)
    .map((score) => ({
      ...score,
      errorPct: round((Math.abs(score.detected - score.truth) / score.truth) * 100, 2),
      missed: score.truth - score.matched,
      unmatched: score.detected - score.matched,
    }))
    .sort((a, b) => b.errorPct - a.errorPct || a.file.localeCompare(b.file));
  const ascending = rated.map((score) => score.errorPct).reverse();
  return {
    medianPct: median(ascending),
    p90Pct: nearestRank(ascending, 0.9),
    worst: rated.slice(0, worstCount),
  };
}

/** Whether a photo's file name starts with one of the prefixes (an exclusion list). */
export function matchesPrefix(file: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => file.startsWith(prefix));
}

/** One prefix per line; blank lines and lines starting with # are skipped. */
export function parsePrefixList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Both values are 0 for an empty list. */
function median(ascending: readonly number[]): number {
  const middle = Math.floor(ascending.length / 2);
  const upper = ascending[middle] ?? 0;
  return ascending.length % 2 === 1 ? upper : round(((ascending[middle - 1] ?? 0) + upper) / 2, 2);
}

function nearestRank(ascending: readonly number[], share: number): number {
  return ascending[Math.ceil(share * ascending.length) - 1] ?? 0;
}
