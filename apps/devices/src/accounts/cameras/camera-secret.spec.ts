import { describe, expect, it } from 'vitest';
import { CameraSecrets } from './camera-secret';

describe('CameraSecrets', () => {
  const secrets = new CameraSecrets('a test key of enough length');

  it('gives the password back, and never stores it in clear', () => {
    const stored = secrets.encrypt('Adm1n!pass');
    expect(stored).not.toContain('Adm1n');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(secrets.decrypt(stored)).toBe('Adm1n!pass');
  });

  it('uses a fresh IV per value', () => {
    expect(secrets.encrypt('same')).not.toBe(secrets.encrypt('same'));
  });

  it('refuses a value made with another key or changed', () => {
    const stored = secrets.encrypt('secret');
    expect(() => new CameraSecrets('another key, also long').decrypt(stored)).toThrow();
    const [v, iv, tag, data] = stored.split('.');
    const flipped = `${data!.slice(0, -1)}${data!.endsWith('A') ? 'B' : 'A'}`;
    expect(() => secrets.decrypt([v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => secrets.decrypt('plain')).toThrow();
  });
});
