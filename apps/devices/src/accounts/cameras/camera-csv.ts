import {
  CAMERA_CODE,
  CAMERA_CODECS,
  CAMERA_CSV_COLUMNS,
  CAMERA_LIMITS,
  DomainError,
  IPV4,
  type ImportProblem,
} from '@timber/contracts';
import { translate, type Locale } from '@timber/i18n';

/** One record of a csv text with the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Splits csv text (RFC 4180: comma separated, fields in double quotes may hold commas, quotes
 * written twice and line breaks; CRLF or LF) into records. A leading byte-order mark is dropped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    recordLine = line;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') {
          line++;
        }
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') {
        i++;
      }
      line++;
      endRecord();
    } else {
      cell += c;
    }
  }
  if (cell !== '' || cells.length > 0) {
    endRecord();
  }
  return records;
}

/** A camera read from a csv row, checked. */
export interface CameraDraft {
  channelNO: string;
  cameraNO: string;
  ip: string;
  rtspPort: number;
  codec: (typeof CAMERA_CODECS)[number];
}

type Column = (typeof CAMERA_CSV_COLUMNS)[number];

/** The file's text, or CAMERA.NOT_CSV for bytes that are not UTF-8 text (a workbook, an image). */
export function csvText(file: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    if (text.includes('\u0000')) {
      throw new Error('binary');
    }
    return text;
  } catch {
    throw new DomainError('CAMERA.NOT_CSV');
  }
}

/** The data rows of a camera csv and where each column is, from its header row (any order, case ignored). */
function cameraTable(text: string): { position: Map<Column, number>; rows: CsvRecord[] } {
  const records = parseCsv(text).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = records;
  if (!header) {
    throw new DomainError('CAMERA.CSV_EMPTY');
  }
  const position = new Map<Column, number>();
  header.cells.forEach((name, index) => {
    const column = CAMERA_CSV_COLUMNS.find((known) => known.toLowerCase() === name.trim().toLowerCase());
    if (column && !position.has(column)) {
      position.set(column, index);
    }
  });
  if (position.size !== CAMERA_CSV_COLUMNS.length) {
    throw new DomainError('CAMERA.CSV_HEADER', { columns: CAMERA_CSV_COLUMNS.join(',') });
  }
  return { position, rows };
}

/** The camera numbers of a camera csv (to look up which are in use), trimmed, of a possible length. */
export function cameraNumbersIn(text: string): string[] {
  const { position, rows } = cameraTable(text);
  const numbers = rows.map((row) => (row.cells[position.get('cameraNO')!] ?? '').trim());
  return [...new Set(numbers.filter((n) => n !== '' && n.length <= CAMERA_LIMITS.cameraNO))];
}

/**
 * §2 camera csv import: a header row naming the columns (any order, case ignored), then one camera
 * per row. Every row is checked (§5 required fields and lengths, an IPv4 address, a port, H.265,
 * a camera number neither repeated in the file nor already in use); any problem refuses the whole
 * file (IMPORT.ROWS_INVALID) with the row-by-row report, rows numbered as the file's lines.
 */
export function readCameraCsv(
  text: string,
  takenNumbers: ReadonlySet<string>,
  locale: Locale,
): CameraDraft[] {
  const t = (id: string, values: Record<string, string | number> = {}) => translate(locale, id, values);
  const { position, rows } = cameraTable(text);
  if (rows.length === 0) {
    throw new DomainError('CAMERA.CSV_EMPTY');
  }

  const problems: ImportProblem[] = [];
  const drafts: CameraDraft[] = [];
  const firstRowOfNumber = new Map<string, number>();
  for (const { line, cells } of rows) {
    const before = problems.length;
    const problem = (column: Column, message: string) =>
      problems.push({ row: line, column, problem: message });
    const value = (column: Column) => (cells[position.get(column)!] ?? '').trim();
    const code = (column: 'channelNO' | 'cameraNO'): string => {
      const text = value(column);
      if (text === '') {
        problem(column, t('server.import.required'));
      } else if (text.length > CAMERA_LIMITS[column]) {
        problem(column, t('server.cameraImport.tooLong', { max: CAMERA_LIMITS[column] }));
      } else if (!CAMERA_CODE.test(text)) {
        problem(column, t('server.cameraImport.code'));
      }
      return text;
    };
    const channelNO = code('channelNO');
    const beforeCameraNO = problems.length;
    const cameraNO = code('cameraNO');
    if (problems.length === beforeCameraNO) {
      const key = cameraNO.toLowerCase();
      const first = firstRowOfNumber.get(key);
      if (first !== undefined) {
        problem('cameraNO', t('server.cameraImport.repeated', { value: cameraNO, row: first }));
      } else if (takenNumbers.has(key)) {
        problem('cameraNO', t('server.cameraImport.taken', { value: cameraNO }));
      } else {
        firstRowOfNumber.set(key, line);
      }
    }
    const ip = value('ip');
    if (ip === '') {
      problem('ip', t('server.import.required'));
    } else if (ip.length > CAMERA_LIMITS.ip) {
      problem('ip', t('server.cameraImport.tooLong', { max: CAMERA_LIMITS.ip }));
    } else if (!IPV4.test(ip)) {
      problem('ip', t('server.cameraImport.notIp'));
    }
    const port = value('rtspPort');
    const rtspPort = Number(port);
    if (port === '') {
      problem('rtspPort', t('server.import.required'));
    } else if (!/^\d{1,5}$/.test(port) || rtspPort < 1 || rtspPort > 65_535) {
      problem('rtspPort', t('server.cameraImport.port'));
    }
    const codec = CAMERA_CODECS.find((known) => known.toLowerCase() === value('codec').toLowerCase());
    if (value('codec') === '') {
      problem('codec', t('server.import.required'));
    } else if (!codec) {
      problem('codec', t('server.cameraImport.codec'));
    }
    if (problems.length === before && codec) {
      drafts.push({ channelNO, cameraNO, ip, rtspPort, codec });
    }
  }
  if (problems.length > 0) {
    throw new DomainError(
      'IMPORT.ROWS_INVALID',
      { count: new Set(problems.map((p) => p.row)).size },
      { problems },
    );
  }
  return drafts;
}
