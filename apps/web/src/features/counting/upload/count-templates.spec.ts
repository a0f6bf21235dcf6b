import { describe, expect, it } from 'vitest';
import { checkFiles, type CountTemplate, type FilesProblem } from './count-templates';

const MB = 1024 * 1024;
const photo = (size = 2 * MB) => ({ type: 'image/jpeg', size });
const video = (size = 20 * MB) => ({ type: 'video/mp4', size });

describe('count templates (spec §2 Stock-in list: image upload using template one or two)', () => {
  const cases: [string, { type: string; size: number }[], CountTemplate | null, FilesProblem | null][] = [
    ['the list: one photo', [photo()], null, null],
    ['the list: one video', [video()], null, null],
    ['the list: two files', [photo(), photo()], null, 'tooMany'],
    ['the list: a text file', [{ type: 'text/plain', size: 10 }], null, 'type'],
    ['template one: one photo', [photo()], 1, null],
    ['template one: a video', [video()], 1, 'notPhoto'],
    ['template one: two photos', [photo(), photo()], 1, 'tooMany'],
    ['template one: a photo over 30 MB', [photo(31 * MB)], 1, 'size'],
    ['template one: an empty photo', [photo(0)], 1, 'empty'],
    ['template two: one photo', [photo()], 2, 'tooFew'],
    ['template two: two photos', [photo(), photo()], 2, null],
    ['template two: ten photos', Array.from({ length: 10 }, () => photo()), 2, null],
    ['template two: eleven photos', Array.from({ length: 11 }, () => photo()), 2, 'tooMany'],
    ['template two: a photo and a video', [photo(), video()], 2, 'notPhoto'],
    [
      'template two: a PNG and a WebP',
      [
        { type: 'image/png', size: 5 },
        { type: 'image/webp', size: 5 },
      ],
      2,
      null,
    ],
  ];
  it.each(cases)('%s', (_name, files, template, problem) => {
    expect(checkFiles(files, template)).toBe(problem);
  });
});
