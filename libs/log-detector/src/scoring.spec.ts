import { describe, expect, it } from 'vitest';
import type { Box } from './detections';
import { countErrorDistribution, matchesPrefix, parsePrefixList, scoreImage, summarise } from './scoring';

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

describe('countErrorDistribution', () => {
  const photo = (file: string, truth: number, detected: number, matched: number) => ({
    file,
    truth,
    detected,
    matched,
  });

  it('gives the median, the 90th percentile and the worst photos with what went wrong', () => {
    const scores = [
      photo('a', 100, 100, 100), // 0 %
      photo('b', 100, 98, 97), // 2 %
      photo('c', 100, 104, 99), // 4 %
      photo('d', 50, 40, 40), // 20 %: ten missed
      photo('e', 10, 16, 10), // 60 %: six extra
      photo('empty', 0, 3, 0), // no labelled log: no count error
    ];
    const distribution = countErrorDistribution(scores, 2);
    expect(distribution.medianPct).toBe(4);
    expect(distribution.p90Pct).toBe(60);
    expect(distribution.worst).toEqual([
      { ...photo('e', 10, 16, 10), errorPct: 60, missed: 0, unmatched: 6 },
      { ...photo('d', 50, 40, 40), errorPct: 20, missed: 10, unmatched: 0 },
    ]);
  });

  it('averages the two middle photos of an even number', () => {
    const distribution = countErrorDistribution([photo('a', 100, 101, 100), photo('b', 100, 104, 100)]);
    expect(distribution.medianPct).toBe(2.5);
    expect(distribution.p90Pct).toBe(4);
  });

  it('is all zero without a labelled photo', () => {
    expect(countErrorDistribution([])).toEqual({ medianPct: 0, p90Pct: 0, worst: [] });
  });
});

describe('exclusion lists', () => {
  it('reads one prefix per line, without blanks and comments', () => {
    expect(parsePrefixList('# partly labelled\nIMG_0005\n\n  IMG_5959  \n')).toEqual([
      'IMG_0005',
      'IMG_5959',
    ]);
  });

  it('matches file names by prefix', () => {
    expect(matchesPrefix('IMG_0005_JPG.rf.c9.jpg', ['IMG_0005'])).toBe(true);
    expect(matchesPrefix('IMG_0050_JPG.rf.c9.jpg', ['IMG_0005'])).toBe(false);
  });
});
