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

/** A CPU quantity (`250m`, `1`, `0.5`) in millicores; undefined when it is none. */
export function millicores(quantity: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(m?)$/.exec(quantity ?? '');
  return match ? Number(match[1]) * (match[2] ? 1 : 1000) : undefined;
}

const MEMORY_UNITS: Record<string, number> = {
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
};

/** A memory quantity (`256Mi`, `1Gi`, `500M`, bytes) in MiB; undefined when it is none. */
export function mebibytes(quantity: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(k|M|G|Ki|Mi|Gi)?$/.exec(quantity ?? '');
  return match ? (Number(match[1]) * MEMORY_UNITS[match[2] ?? '']!) / 1024 ** 2 : undefined;
}

/** host and port of `http://host:port/...`, `redis://host:port`, `host:port` */
export function hostPort(value: string): { host: string; port: number } | undefined {
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/]*@)?([a-z0-9.-]+):(\d+)/i.exec(value);
  return match?.[1] && match[2] ? { host: match[1], port: Number(match[2]) } : undefined;
}
