import { type Circle, DomainError, SCALE_REFERENCE_LIMITS, type ScaleReference } from '@timber/contracts';
import { findPreset, resolveStandard } from '@timber/volume';

// What a saved review must satisfy: circles on the photo, a usable scale reference, and a
// standard and log length the volume library can measure with.

/**
 * Every circle's centre lies on the photo and its radius is at most half the photo's shorter side
 * (as the point editor allows); a radius above 0 and at most MAX_CIRCLES circles are the request
 * schema's rules.
 */
export function assertCirclesInside(circles: readonly Circle[], width: number, height: number): void {
  const maxRadius = Math.min(width, height) / 2;
  const index = circles.findIndex(
    (c) => c.x < 0 || c.x > width || c.y < 0 || c.y > height || c.r <= 0 || c.r > maxRadius,
  );
  if (index >= 0) {
    throw new DomainError('COUNT.CIRCLE_OUTSIDE', { index, number: index + 1, width, height });
  }
}

/** The reference's points lie on the photo and span at least SCALE_REFERENCE_LIMITS.minPixels. */
export function assertReferenceUsable(reference: ScaleReference, width: number, height: number): void {
  const { minPixels } = SCALE_REFERENCE_LIMITS;
  const inside = (x: number, y: number) => x >= 0 && x <= width && y >= 0 && y <= height;
  const usable =
    reference.kind === 'stick'
      ? inside(reference.x1, reference.y1) &&
        inside(reference.x2, reference.y2) &&
        Math.hypot(reference.x2 - reference.x1, reference.y2 - reference.y1) >= minPixels
      : inside(reference.x1, 0) &&
        inside(reference.x2, 0) &&
        Math.abs(reference.x2 - reference.x1) >= minPixels;
  if (!usable) {
    throw new DomainError('COUNT.REFERENCE_INVALID');
  }
}

/**
 * The standard is one of the volume library's (tenant-defined standards are not offered here
 * yet), and with a log length, that length falls in one of its length classes.
 */
export function assertMeasurable(standard: string | null, logLengthM: number | null): void {
  if (standard === null) {
    return;
  }
  if (!findPreset(standard)) {
    throw new DomainError('COUNT.STANDARD_UNKNOWN', { code: standard });
  }
  if (logLengthM === null) {
    return;
  }
  const lengthCm = Math.floor(logLengthM * 100 + 1e-6);
  const index = resolveStandard(standard).lengthIndexByCm[lengthCm] ?? -1;
  if (index < 0) {
    throw new DomainError('COUNT.LENGTH_NOT_MEASURABLE', { length: logLengthM, standard });
  }
}
