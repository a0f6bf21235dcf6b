import { type Circle } from '@timber/contracts';
import { type Box } from '@timber/log-detector';

const round = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * The detector's boxes as the point editor's circles, in the photo's pixels: the centre is the
 * box's centre (kept on the photo), the radius half the mean of its width and height (at least
 * 0.1 px); one decimal, the score three.
 */
export function boxesToCircles(boxes: readonly Box[], width: number, height: number): Circle[] {
  return boxes.map((box) => ({
    x: round(clamp((box.x1 + box.x2) / 2, 0, width), 1),
    y: round(clamp((box.y1 + box.y2) / 2, 0, height), 1),
    r: Math.max(0.1, round((box.x2 - box.x1 + (box.y2 - box.y1)) / 4, 1)),
    score: round(clamp(box.score, 0, 1), 3),
  }));
}
