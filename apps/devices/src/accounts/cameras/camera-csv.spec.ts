import { DomainError, type ImportProblem } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { csvText, parseCsv, readCameraCsv } from './camera-csv';

const HEADER = 'channelNO,cameraNO,ip,rtspPort,codec';

/** The report of a refused file. */
function problemsOf(text: string, taken: string[] = []): ImportProblem[] {
  try {
    readCameraCsv(text, new Set(taken), 'en');
  } catch (error) {
    if (error instanceof DomainError && error.key === 'IMPORT.ROWS_INVALID') {
      return (error.data as { problems: ImportProblem[] }).problems;
    }
    throw error;
  }
  throw new Error('the file was accepted');
}

/** The key of the DomainError `work` throws, with its parameters. */
function refusal(work: () => unknown): { key: string; params: Record<string, unknown> } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) {
      return { key: error.key, params: error.params };
    }
    throw error;
  }
  throw new Error('not refused');
}

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and a BOM', () => {
    const records = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\nlast,');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { line: 4, cells: ['last', ''] },
    ]);
  });

  it('ignores a final line break', () => {
    expect(parseCsv('a\nb\n')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['b'] },
    ]);
  });
});

describe('csvText', () => {
  it('refuses bytes that are not UTF-8 text', () => {
    expect(refusal(() => csvText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]))).key).toBe(
      'CAMERA.NOT_CSV',
    );
    expect(csvText(Buffer.from('a,b\n', 'utf8'))).toBe('a,b\n');
  });
});

describe('readCameraCsv (§5 camera rules, all or nothing)', () => {
  it('reads every row of a good file, columns in any order, blank lines skipped', () => {
    const text = `cameraNO, IP ,channelno,codec,rtspPort\nCAM01,192.168.1.10,101,H.265,554\n\nCAM02,10.0.0.2,1,h.265,8554\n`;
    expect(readCameraCsv(text, new Set(), 'en')).toEqual([
      { channelNO: '101', cameraNO: 'CAM01', ip: '192.168.1.10', rtspPort: 554, codec: 'H.265' },
      { channelNO: '1', cameraNO: 'CAM02', ip: '10.0.0.2', rtspPort: 8554, codec: 'H.265' },
    ]);
  });

  it.each([
    ['', 'CAM1', '10.0.0.1', '554', 'H.265', 'channelNO', 'required'],
    ['12345678901', 'CAM1', '10.0.0.1', '554', 'H.265', 'channelNO', 'at most 10 characters'],
    ['1', '', '10.0.0.1', '554', 'H.265', 'cameraNO', 'required'],
    ['1', 'CAMERA-0001', '10.0.0.1', '554', 'H.265', 'cameraNO', 'at most 10 characters'],
    ['1', 'CAM 1', '10.0.0.1', '554', 'H.265', 'cameraNO', 'letters, digits, - and _ only'],
    ['1', 'CAM1', '', '554', 'H.265', 'ip', 'required'],
    ['1', 'CAM1', '10.0.0.256', '554', 'H.265', 'ip', 'not an IPv4 address'],
    ['1', 'CAM1', '1000.1000.1000.1000', '554', 'H.265', 'ip', 'not an IPv4 address'],
    ['1', 'CAM1', '192.168.100.100.100', '554', 'H.265', 'ip', 'not an IPv4 address'],
    ['1', 'CAM1', '10.0.0.1', '', 'H.265', 'rtspPort', 'required'],
    ['1', 'CAM1', '10.0.0.1', '0', 'H.265', 'rtspPort', 'must be a whole number from 1 to 65535'],
    ['1', 'CAM1', '10.0.0.1', '65536', 'H.265', 'rtspPort', 'must be a whole number from 1 to 65535'],
    ['1', 'CAM1', '10.0.0.1', '55.4', 'H.265', 'rtspPort', 'must be a whole number from 1 to 65535'],
    ['1', 'CAM1', '10.0.0.1', '554', '', 'codec', 'required'],
    ['1', 'CAM1', '10.0.0.1', '554', 'H.264', 'codec', 'only H.265 is offered'],
  ])('refuses %j,%j,%j,%j,%j: %s %s', (channel, camera, ip, port, codec, column, problem) => {
    const text = `${HEADER}\n1,GOOD,10.0.0.9,554,H.265\n${[channel, camera, ip, port, codec].join(',')}\n`;
    expect(problemsOf(text)).toEqual([{ row: 3, column, problem }]);
  });

  it('names every problem of every row, a number repeated in the file and one already in use', () => {
    const text = [HEADER, '1,CAM1,10.0.0.1,554,H.265', '2,cam1,10.0.0.2,554,H.265', ',OLD,x,0,H.264'].join(
      '\n',
    );
    expect(problemsOf(text, ['old'])).toEqual([
      { row: 3, column: 'cameraNO', problem: 'the camera number "cam1" is also on row 2' },
      { row: 4, column: 'channelNO', problem: 'required' },
      { row: 4, column: 'cameraNO', problem: 'the camera number "OLD" is already in use' },
      { row: 4, column: 'ip', problem: 'not an IPv4 address' },
      { row: 4, column: 'rtspPort', problem: 'must be a whole number from 1 to 65535' },
      { row: 4, column: 'codec', problem: 'only H.265 is offered' },
    ]);
  });

  it('counts the rows with problems in the message parameters', () => {
    const text = [HEADER, ',A,10.0.0.1,554,H.265', ',B,10.0.0.1,554,H.265'].join('\n');
    expect(refusal(() => readCameraCsv(text, new Set(), 'en'))).toEqual({
      key: 'IMPORT.ROWS_INVALID',
      params: { count: 2 },
    });
  });

  it('refuses an empty file, a header only, and a header missing a column', () => {
    const read = (text: string) => refusal(() => readCameraCsv(text, new Set(), 'en')).key;
    expect(read('\n\n')).toBe('CAMERA.CSV_EMPTY');
    expect(read(`${HEADER}\n`)).toBe('CAMERA.CSV_EMPTY');
    expect(read('channelNO,cameraNO,ip,rtspPort\n1,A,10.0.0.1,554')).toBe('CAMERA.CSV_HEADER');
  });

  it('writes its report in the language asked for', () => {
    const text = `${HEADER}\n1,CAM1,10.0.0.1,554,H.264\n`;
    try {
      readCameraCsv(text, new Set(), 'zh');
    } catch (error) {
      expect((error as DomainError).data).toEqual({
        problems: [{ row: 2, column: 'codec', problem: '只支持 H.265' }],
      });
    }
    expect.assertions(1);
  });
});
