import { COUNT_MAX_PHOTOS } from '@timber/contracts';
import { checkMedia, type FileProblem, isVideo } from './media-upload';

// The stock-in sheet dialog's "image upload using template one or two" (spec §2 Stock-in list),
// as this product defines them. Framework-free.

/**
 * Template one: one photo of the pile face. Template two: several photos of one load (a long pile
 * in sections, the two ends of a truck), counted together in one order. Both are counted by the
 * detector and reviewed with a scale reference per photo before a sheet takes their diameters.
 */
export const COUNT_TEMPLATES = [1, 2] as const;
export type CountTemplate = (typeof COUNT_TEMPLATES)[number];

/** Each template's title, what its upload asks for, its hint and its button. */
export const TEMPLATE_MESSAGES = {
  1: {
    title: 'counting.template.1.title',
    choose: 'counting.template.1.choose',
    hint: 'counting.template.1.hint',
    upload: 'counting.template.1.upload',
  },
  2: {
    title: 'counting.template.2.title',
    choose: 'counting.template.2.choose',
    hint: 'counting.template.2.hint',
    upload: 'counting.template.2.upload',
  },
} as const satisfies Record<CountTemplate, Record<string, string>>;

/** What a chosen set of files lacks: a file's own problem, or the template's. */
export type FilesProblem = FileProblem | 'notPhoto' | 'tooFew' | 'tooMany';

/** Photos template two takes: at least 2 (one photo is template one), at most the order's limit. */
export const LOAD_PHOTOS = { min: 2, max: COUNT_MAX_PHOTOS } as const;

/**
 * Checks the files chosen for an upload: without a template one photo or video (the count-order
 * list); template one exactly one photo; template two 2 to 10 photos. Null when they can go.
 */
export function checkFiles(
  files: readonly Pick<File, 'type' | 'size'>[],
  template: CountTemplate | null,
): FilesProblem | null {
  if (template === 2 && files.length < LOAD_PHOTOS.min) {
    return 'tooFew';
  }
  if (files.length > (template === 2 ? LOAD_PHOTOS.max : 1)) {
    return 'tooMany';
  }
  for (const file of files) {
    if (template !== null && isVideo(file)) {
      return 'notPhoto';
    }
    const problem = checkMedia(file);
    if (problem) {
      return problem;
    }
  }
  return null;
}
