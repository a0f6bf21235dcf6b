/** Plain cylinder: V = pi / 4 x D^2 x L / 10000 (D in cm, L in m). */
export function cylinderVolume(d: number, l: number): number {
  return (Math.PI / 4) * ((d * d * l) / 10_000);
}
