// Typed access to parsed YAML, and the values the manifests hold (images, host:port addresses).

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const rec = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
export const at = (value: unknown, ...path: (string | number)[]): unknown => {
  let current = value;
  for (const key of path) {
    current = typeof key === 'number' ? list(current)[key] : rec(current)[key];
  }
  return current;
};

export const imageName = (image: string): string => image.replace(/:[^/:]+$/, '');
export const imageTag = (image: string): string => /:([^/:]+)$/.exec(image)?.[1] ?? '';

/** host and port of `http://host:port/...`, `redis://host:port`, `host:port` */
export function hostPort(value: string): { host: string; port: number } | undefined {
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/]*@)?([a-z0-9.-]+):(\d+)/i.exec(value);
  return match?.[1] && match[2] ? { host: match[1], port: Number(match[2]) } : undefined;
}
