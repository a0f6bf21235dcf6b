/**
 * A seeded source of random numbers (mulberry32), so that the same seed makes the same sheet, photo
 * and figures on every machine: the evaluation set is generated afresh each run, never stored.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let mixed = this.state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number from min to max, both included. */
  whole(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(choices: readonly T[]): T {
    const choice = choices[Math.floor(this.next() * choices.length)];
    if (choice === undefined) {
      throw new RangeError('nothing to pick from');
    }
    return choice;
  }

  /** About normal, mean 0 and deviation 1 (the sum of three uniforms: cheap enough per pixel). */
  normal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }
}

/** The seed of one sheet of a set: apart for every set seed, template and index. */
export function sheetSeed(setSeed: number, template: number, index: number): number {
  let mixed = (setSeed ^ Math.imul(template, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x7feb352d);
  mixed = Math.imul(mixed ^ (mixed >>> 15), 0x846ca68b);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}
