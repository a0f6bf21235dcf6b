import { describe, expect, it } from 'vitest';
import type { Box } from './detections';
import { scoreImage, summarise } from './scoring';

const box = (x: number, score = 1): Box => ({ x1: x, y1: 0, x2: x + 10, y2: 10, score });

describe('scoreImage', () => {
  it('matches one detection to one labelled log at IoU 0.5 or more', () => {
    const truth = [box(0), box(20), box(40)];
    // two detections on the first log (one is a duplicate), one on the second, one on nothing
    const detected = [box(1, 0.9), box(0, 0.8), box(22, 0.7), box(70, 0.6)];
    expect(scoreImage(detected, truth)).toEqual({ truth: 3, detected: 4, matched: 2 });
  });

  it('does not match below IoU 0.5', () => {
    expect(scoreImage([box(5)], [box(0)])).toEqual({ truth: 1, detected: 1, matched: 0 });
  });
});

describe('summarise', () => {
  it('gives precision, recall and the mean count error per labelled image', () => {
    const summary = summarise(
      [
        { truth: 10, detected: 9, matched: 9 },
        { truth: 20, detected: 22, matched: 18 },
        { truth: 0, detected: 1, matched: 0 },
      ],
      41.26,
    );
    expect(summary).toEqual({
      images: 3,
      truth: 30,
      detected: 32,
      precision: 0.8438,
      recall: 0.9,
      countErrorPct: 10,
      msPerImage: 41.3,
    });
    expect(Object.keys(summary)).toEqual([
      'images',
      'truth',
      'detected',
      'precision',
      'recall',
      'countErrorPct',
      'msPerImage',
    ]);
  });
});
