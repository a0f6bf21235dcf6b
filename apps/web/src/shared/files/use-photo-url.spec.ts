import { describe, expect, it } from 'vitest';
import { countImageId, photoPath } from './use-photo-url';

describe('countImageId', () => {
  it('reads the count image of a log counted on a photo', () => {
    expect(countImageId('count-image:70')).toBe(70);
    expect(photoPath(70)).toBe('/api/count/img/photo/70');
  });

  it('is null for a device picture address or a malformed reference', () => {
    expect(countImageId('https://cdn.example.com/origin/2026-11-23/a.jpg')).toBeNull();
    expect(countImageId('count-image:')).toBeNull();
    expect(countImageId('count-image:07')).toBeNull();
    expect(countImageId('count-image:1 or 1=1')).toBeNull();
  });
});
