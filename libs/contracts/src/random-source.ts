/**
 * A small seeded random generator (mulberry32), so a run can be repeated: numbers in [0, 1). The
 * device simulator's logs and the demo story's choices draw from it (tools, tests, the seed).
 */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
