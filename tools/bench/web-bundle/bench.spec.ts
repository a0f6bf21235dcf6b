import { describe, expect, it } from 'vitest';
import { chunkClosure, chunkKey, chunksAfter, type Manifest } from './bench';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  _shared: { file: 'assets/shared.js', imports: ['index.html'] },
  'src/login.tsx': { file: 'assets/login.js', imports: ['index.html', '_shared'] },
  'src/layout.tsx': { file: 'assets/layout.js', imports: ['index.html', '_shared', '_layout-only'] },
  '_layout-only': { file: 'assets/layout-only.js' },
  '_reset-page-x1.js': { file: 'assets/reset-page-x1.js', name: 'reset-page', isDynamicEntry: true },
  'src/charts.tsx': {
    file: 'assets/charts.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared', '_apex'],
  },
  _apex: { file: 'assets/apex.js' },
};

describe('web bundle bench', () => {
  it('counts each chunk a page loads once, following static imports only', () => {
    expect(chunkClosure(manifest, ['index.html', 'src/login.tsx']).map((chunk) => chunk.file)).toEqual([
      'assets/index.js',
      'assets/login.js',
      'assets/shared.js',
    ]);
    expect(chunkClosure(manifest, ['index.html', 'src/layout.tsx'])).toHaveLength(4);
  });

  it('counts what a lazy chunk loads after a page, without the chunks the page has already', () => {
    expect(
      chunksAfter(manifest, ['index.html', 'src/login.tsx'], ['src/charts.tsx']).map((chunk) => chunk.file),
    ).toEqual(['assets/charts.js', 'assets/apex.js']);
  });

  it('fails loudly on a chunk the build does not have', () => {
    expect(() => chunkClosure(manifest, ['src/missing.tsx'])).toThrow('no chunk src/missing.tsx');
  });

  it('finds a lazy module whose chunk Rollup also made a shared one, by its name', () => {
    expect(chunkKey(manifest, 'src/login.tsx')).toBe('src/login.tsx');
    expect(chunkKey(manifest, 'src/features/auth/reset-page.tsx')).toBe('_reset-page-x1.js');
    expect(chunkKey(manifest, 'src/other.tsx')).toBe('src/other.tsx');
  });
});
