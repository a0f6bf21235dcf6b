/**
 * Issue 4 acceptance: long 32, short 30, len 6 on the dashboard calculator. Per standard the
 * diameter class and the volume that `npm run --silent volume -- <std> <class> 6` prints.
 */
export const CALCULATOR_ACCEPTANCE = {
  input: { long: '32', short: '30', len: '6' },
  expected: {
    ch: ['32', '0.619'],
    ch_gd: ['30', '0.549'],
    ch_tj: ['32', '0.619'],
    ch_sd: ['30', '0.549'],
    ch_fj: ['30', '0.549'],
    rus_stp: ['31', '0.555'],
  },
} as const;
