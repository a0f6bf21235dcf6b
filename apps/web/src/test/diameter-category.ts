/**
 * A diameter category answer (the diameter data page's and the daily statistics' breakdown) for
 * unit tests: seven larch logs, 2.507 m3, in three diameter classes and three of the tenant's
 * diameter ranges; `unmeasured` logs without a diameter.
 */
export const diameterCategory = (unmeasured: number) => ({
  standard: 'ch',
  rows: [
    { dia: 28, length: 4, qty: 2, vol: 0.506 },
    { dia: 30, length: 4, qty: 4, vol: 1.164 },
    { dia: 44, length: 4.6, qty: 1, vol: 0.837 },
  ],
  rangeGroups: [
    { label: '20~28', qty: 2, vol: 0.506 },
    { label: '30~38', qty: 4, vol: 1.164 },
    { label: '40~48', qty: 1, vol: 0.837 },
  ],
  totalQty: 7,
  totalVol: 2.507,
  avgDiameter: 31.1,
  unmeasured,
});
