import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digitRecords, loadMnistDigits, splitDigits } from './digits';

/**
 * `npm run model:digits-data [-- <folder>]` (default tmp/digits): the split digits as the trainer
 * (train_digits.py) reads them, train.bin and test.bin, 785 bytes a digit.
 */
function main(): void {
  const folder = process.argv[2] ?? join('tmp', 'digits');
  mkdirSync(folder, { recursive: true });
  const { train, test } = splitDigits(loadMnistDigits());
  writeFileSync(join(folder, 'train.bin'), digitRecords(train));
  writeFileSync(join(folder, 'test.bin'), digitRecords(test));
  console.log(`wrote ${train.length} training and ${test.length} test digits to ${folder}`);
}

main();
