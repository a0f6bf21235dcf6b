/** What a JSON text shows before it is parsed. */
export type JsonShapeProblem = 'too-deep' | 'nul';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const U = 0x75;
const ZERO = 0x30;

/**
 * Reads the bytes of a JSON text once, without parsing it: nesting of arrays and objects deeper
 * than `maxDepth` (which would cost every later reader its stack), or a `\u0000` escape in a
 * string (no text column stores it). A raw control byte is left to the parser, which refuses it.
 * Brackets inside strings do not count. About a millisecond per megabyte.
 */
export function jsonShapeProblem(bytes: Uint8Array, maxDepth: number): JsonShapeProblem | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) {
        if (
          bytes[i + 1] === U &&
          bytes[i + 2] === ZERO &&
          bytes[i + 3] === ZERO &&
          bytes[i + 4] === ZERO &&
          bytes[i + 5] === ZERO
        ) {
          return 'nul';
        }
        i++;
      } else if (byte === QUOTE) {
        inString = false;
      }
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth++;
      if (depth > maxDepth) {
        return 'too-deep';
      }
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return undefined;
}
