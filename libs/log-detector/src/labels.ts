import type { Box } from './detections';

/**
 * Reads a YOLO label file: one log end per line, `0 cx cy w h` (a box) or `0 x1 y1 x2 y2 ...`
 * (a polygon tracing the end face), coordinates normalised to 0..1.
 */
export function parseYoloLabels(text: string, width: number, height: number): Box[] {
  const boxes: Box[] = [];
  for (const line of text.split('\n')) {
    const values = line.trim().split(/\s+/).filter(Boolean).map(Number);
    if (values.some((value) => !Number.isFinite(value))) {
      throw new Error(`not a YOLO label line: ${line}`);
    }
    if (values.length === 5) {
      const [, cx = 0, cy = 0, w = 0, h = 0] = values;
      boxes.push(
        box((cx - w / 2) * width, (cy - h / 2) * height, (cx + w / 2) * width, (cy + h / 2) * height),
      );
    } else if (values.length >= 7) {
      const xs = values.filter((_, index) => index > 0 && index % 2 === 1);
      const ys = values.filter((_, index) => index > 0 && index % 2 === 0);
      boxes.push(
        box(
          Math.min(...xs) * width,
          Math.min(...ys) * height,
          Math.max(...xs) * width,
          Math.max(...ys) * height,
        ),
      );
    } else if (values.length > 0) {
      throw new Error(`not a YOLO label line: ${line}`);
    }
  }
  return boxes;
}

function box(x1: number, y1: number, x2: number, y2: number): Box {
  return { x1, y1, x2, y2, score: 1 };
}
