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
