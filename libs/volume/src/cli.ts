// Command line: `npm run --silent volume -- <standard> <diameterClass> <lengthClass>` prints the
// tabulated volume in m3 and nothing else; `--batch` reads such lines from standard input and
// prints one volume per line, in order. Bad input: a message on stderr and exit code 1 (in batch
// mode the lines before the bad one have been printed; blank lines are skipped).
import { stderr, stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { VolumeError } from './errors';
import { tableVolume } from './measure-log';

const USAGE =
  'Usage: volume <standard> <diameterClass> <lengthClass>\n' +
  '       volume --batch   (lines "<standard> <diameterClass> <lengthClass>" on stdin)\n';

const NUMBER = /^\d+(?:\.\d+)?$/;

function volumeFor(fields: readonly string[]): string {
  const [standard, diameter, length] = fields;
  if (fields.length !== 3 || !standard || !diameter || !length) {
    throw new VolumeError('VOLUME.INVALID_INPUT', 'expected <standard> <diameterClass> <lengthClass>');
  }
  if (!NUMBER.test(diameter) || !NUMBER.test(length)) {
    throw new VolumeError(
      'VOLUME.INVALID_INPUT',
      `diameter and length must be numbers, got "${diameter}" "${length}"`,
    );
  }
  return tableVolume(standard, Number(diameter), Number(length)).volumeText;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function runBatch(): Promise<number> {
  const lines = createInterface({ input: stdin, crlfDelay: Infinity });
  let lineNumber = 0;
  let out: string[] = [];
  for await (const line of lines) {
    lineNumber += 1;
    const fields = line.trim().split(/\s+/).filter(Boolean);
    if (fields.length === 0) {
      continue;
    }
    try {
      out.push(volumeFor(fields));
    } catch (error) {
      stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '');
      stderr.write(`line ${lineNumber}: ${message(error)}\n`);
      return 1;
    }
    if (out.length >= 4096) {
      stdout.write(`${out.join('\n')}\n`);
      out = [];
    }
  }
  stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '');
  return 0;
}

async function main(args: readonly string[]): Promise<number> {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    stdout.write(USAGE);
    return 0;
  }
  if (args.length === 1 && args[0] === '--batch') {
    return runBatch();
  }
  try {
    stdout.write(`${volumeFor(args)}\n`);
    return 0;
  } catch (error) {
    stderr.write(`${message(error)}\n${USAGE}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    stderr.write(`${message(error)}\n`);
    process.exitCode = 1;
  },
);
