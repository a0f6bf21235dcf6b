import { describe, expect, it } from 'vitest';
import { check } from '../../shared/form/validators';
import {
  emptySpec,
  manualBenchRules,
  mergeProblem,
  orderActions,
  priceBody,
  priceOf,
  priceProblem,
  type SpecDraft,
  specProblem,
  specProblems,
  specsFromSaved,
  specsVolume,
  toSpecsArr,
  volumeOf,
} from './sawing-rules';

const spec = (fields: Partial<SpecDraft>): SpecDraft => ({
  ...emptySpec(),
  L: '4',
  W: '100',
  H: '50',
  B: '10',
  ...fields,
});

describe('sawing order dialog rules (spec §5 Sawing order dialog)', () => {
  it.each<[string, Partial<SpecDraft>, string | null]>([
    ['a complete specification', {}, null],
    ['a decimal length', { L: '3.95' }, null],
    ['exactly 15 m', { L: '15' }, null],
    ['no length', { L: '' }, 'sawing.spec.incomplete'],
    ['no width', { W: '' }, 'sawing.spec.incomplete'],
    ['no thickness', { H: ' ' }, 'sawing.spec.incomplete'],
    ['no piece count', { B: '' }, 'sawing.spec.incomplete'],
    ['a length over 15 m', { L: '15.01' }, 'sawing.spec.tooLong'],
    ['a length of 16 m', { L: '16' }, 'sawing.spec.tooLong'],
    ['a zero width', { W: '0' }, 'sawing.spec.zeroSize'],
    ['a zero thickness', { H: '00' }, 'sawing.spec.zeroSize'],
    ['a zero length', { L: '0' }, 'sawing.spec.zeroSize'],
    ['a length under a centimetre', { L: '0.004' }, 'sawing.spec.zeroSize'],
    ['a board over 1000 mm', { W: '1001' }, 'sawing.spec.tooWide'],
    ['a minus sign', { W: '-5' }, 'sawing.spec.numbersOnly'],
    ['a letter in the pieces', { B: '3a' }, 'sawing.spec.numbersOnly'],
    ['a decimal width', { W: '10.5' }, 'sawing.spec.numbersOnly'],
    ['a letter in the last-log class', { lastBlocks: 'x' }, 'sawing.spec.numbersOnly'],
    ['a length with two points', { L: '1.2.3' }, 'sawing.spec.numbersOnly'],
  ])('%s', (_name, fields, expected) => {
    expect(specProblem(spec(fields), 3)?.id ?? null).toBe(expected);
  });

  it('names the specification by its place, 1-based', () => {
    const specs = [spec({}), spec({ L: '20' }), spec({ B: '' })];
    const problems = specProblems(specs);
    expect(problems[specs[0]!.key]).toBeUndefined();
    expect(problems[specs[1]!.key]).toEqual({ id: 'sawing.spec.tooLong', values: { n: 2 } });
    expect(problems[specs[2]!.key]).toEqual({ id: 'sawing.spec.incomplete', values: { n: 3 } });
  });

  it('sends numbers, the last-log class 0 when empty, saved ids kept', () => {
    const [saved] = specsFromSaved([
      {
        id: 's-1',
        woodLength: 4,
        woodSpecs: '50*100',
        thickness: 50,
        width: 100,
        woodBlocks: 12,
        lastBlocks: 26,
        woodGrade: 3,
      },
    ]);
    expect(saved).toMatchObject({
      id: 's-1',
      L: '4',
      W: '100',
      H: '50',
      B: '12',
      lastBlocks: '26',
      woodGrade: 3,
    });
    expect(toSpecsArr([saved!, spec({ L: '3.5', lastBlocks: '' })])).toEqual([
      { id: 's-1', L: 4, W: 100, H: 50, B: 12, lastBlocks: 26, woodGrade: 3 },
      { L: 3.5, W: 100, H: 50, B: 10, lastBlocks: 0, woodGrade: 1 },
    ]);
  });

  it('shows the boards of the valid specifications through libs/volume', () => {
    // 4 m × 0.1 m × 0.05 m = 0.02 m3 a board, 10 boards
    expect(specsVolume([spec({})])).toBeCloseTo(0.2, 6);
    expect(specsVolume([spec({}), spec({ L: '' })])).toBeCloseTo(0.2, 6);
    expect(specsVolume([])).toBe(0);
  });
});

describe('sawing order states (spec §4)', () => {
  it('offers what each state allows', () => {
    expect(orderActions(0)).toEqual({
      edit: true,
      close: true,
      reopen: false,
      takeLogs: true,
      delete: true,
      restore: false,
      merge: true,
    });
    expect(orderActions(1)).toEqual({
      edit: false,
      close: false,
      reopen: true,
      takeLogs: false,
      delete: true,
      restore: false,
      merge: false,
    });
    expect(orderActions(3)).toEqual({
      edit: false,
      close: false,
      reopen: false,
      takeLogs: false,
      delete: false,
      restore: true,
      merge: false,
    });
    expect(orderActions(2).delete).toBe(false);
    expect(orderActions(2).reopen).toBe(false);
  });

  it('merges two or more open orders of one machine only', () => {
    const open = (machineNum: string) => ({ state: 0, machineNum });
    expect(mergeProblem([])).toBe('sawing.merge.selectTwo');
    expect(mergeProblem([open('A1')])).toBe('sawing.merge.selectTwo');
    expect(mergeProblem([open('A1'), open('A1')])).toBeNull();
    expect(mergeProblem([open('A1'), open('A1'), open('A1')])).toBeNull();
    expect(mergeProblem([open('A1'), open('B2')])).toBe('sawing.merge.oneMachine');
    expect(mergeProblem([open('A1'), { state: 1, machineNum: 'A1' }])).toBe('sawing.merge.openOnly');
  });
});

describe('manual entry and prices (spec §5)', () => {
  const values = { cuttingDate: '2026-03-02', logKindId: 'k-1', logVol: '10.5', woodVol: '6.25' };
  const problem = (field: keyof typeof values, change: Partial<typeof values> = {}) => {
    const next = { ...values, ...change };
    return check(next[field], manualBenchRules(next)[field])?.id ?? null;
  };

  it('reads volumes with 3 decimals and prices with 2 at most', () => {
    expect(volumeOf('1.234')).toBe(1.234);
    expect(volumeOf(' 12 ')).toBe(12);
    expect(volumeOf('1.2345')).toBeNull();
    expect(volumeOf('-1')).toBeNull();
    expect(volumeOf('1e3')).toBeNull();
    expect(volumeOf('')).toBeNull();
    expect(priceOf('12.34')).toBe(12.34);
    expect(priceOf('12.345')).toBeNull();
  });

  it('requires every field and refuses boards above the logs', () => {
    expect(problem('logVol')).toBeNull();
    expect(problem('woodVol')).toBeNull();
    expect(problem('cuttingDate', { cuttingDate: '' })).toBe('validation.required');
    expect(problem('logKindId', { logKindId: '' })).toBe('validation.required');
    expect(problem('logVol', { logVol: '' })).toBe('validation.required');
    expect(problem('logVol', { logVol: '1.0001' })).toBe('sawing.volumeInvalid');
    expect(problem('logVol', { logVol: '0' })).toBe('sawing.logVolZero');
    expect(problem('woodVol', { woodVol: '10.501' })).toBe('sawing.outturnOver100');
    expect(problem('woodVol', { woodVol: '10.5' })).toBeNull();
    expect(problem('woodVol', { woodVol: '0' })).toBeNull();
  });

  it('names the kind with a volume and no price, or the reverse', () => {
    const line = (logVol: string, logUnitPrice: string) => ({
      kindId: 'k-1',
      kindName: 'Larch',
      logVol,
      logUnitPrice,
    });
    expect(priceProblem({ processingUnitPrice: '', lines: [line('', '')] })).toBeNull();
    expect(priceProblem({ processingUnitPrice: '35.5', lines: [line('3.2', '120')] })).toBeNull();
    expect(priceProblem({ processingUnitPrice: '', lines: [line('3.2', '')] })).toEqual({
      id: 'sawing.price.missingPrice',
      values: { kind: 'Larch' },
    });
    expect(priceProblem({ processingUnitPrice: '', lines: [line('', '120')] })?.id).toBe(
      'sawing.price.missingVolume',
    );
    expect(priceProblem({ processingUnitPrice: '1.234', lines: [] })?.id).toBe('sawing.price.unitInvalid');
    expect(priceProblem({ processingUnitPrice: '', lines: [line('1.2345', '1')] })?.id).toBe(
      'sawing.price.volumeInvalid',
    );
    expect(priceProblem({ processingUnitPrice: '', lines: [line('1', '1.001')] })?.id).toBe(
      'sawing.price.priceInvalid',
    );
  });

  it('sends the day, the unit price and each line, empty ones as null', () => {
    expect(
      priceBody('2026-03-02', {
        processingUnitPrice: '35.5',
        lines: [
          { kindId: 'k-1', kindName: 'Larch', logVol: '3.2', logUnitPrice: '120' },
          { kindId: 'k-2', kindName: 'Pine', logVol: '', logUnitPrice: '' },
        ],
      }),
    ).toEqual({
      processingDate: '2026-03-02',
      processingUnitPrice: 35.5,
      logProcessing: [
        { kindId: 'k-1', logVol: 3.2, logUnitPrice: 120 },
        { kindId: 'k-2', logVol: null, logUnitPrice: null },
      ],
    });
  });
});
