/** A point: page millimetres or image pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A plane projective map, 3 x 3 row-major with h[8] = 1: (x, y) -> (h0 x + h1 y + h2, h3 x + h4 y + h5) / (h6 x + h7 y + 1). */
export type Homography = readonly number[];

/**
 * The homography taking four points onto four others (the direct linear transform, solved as eight
 * equations by Gaussian elimination with partial pivoting). Undefined when the points are degenerate
 * (three on a line).
 */
export function homographyFrom(
  from: readonly [Point, Point, Point, Point],
  to: readonly [Point, Point, Point, Point],
): Homography | undefined {
  const rows: number[][] = [];
  for (let index = 0; index < 4; index++) {
    const { x, y } = from[index]!;
    const { x: u, y: v } = to[index]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const solved = solve(rows);
  return solved ? [...solved, 1] : undefined;
}

/** Solves an n x (n + 1) augmented system in place; undefined when it is singular. */
function solve(rows: number[][]): number[] | undefined {
  const n = rows.length;
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) {
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) {
        pivot = row;
      }
    }
    if (Math.abs(rows[pivot]![column]!) < 1e-12) {
      return undefined;
    }
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const top = rows[column]!;
    for (let row = 0; row < n; row++) {
      if (row === column) {
        continue;
      }
      const current = rows[row]!;
      const factor = current[column]! / top[column]!;
      if (factor !== 0) {
        for (let k = column; k <= n; k++) {
          current[k] = current[k]! - factor * top[k]!;
        }
      }
    }
  }
  return rows.map((row, index) => row[n]! / row[index]!);
}

/** Where the homography takes a point. */
export function project(h: Homography, { x, y }: Point): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}
