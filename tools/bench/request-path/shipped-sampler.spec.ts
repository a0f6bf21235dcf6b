import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TRACING_AS_SHIPPED } from './shipped-sampler';

describe('the request-path bench', () => {
  it('measures tracing with the sampler k8s/configmap.yaml ships', () => {
    const configMap = parse(
      readFileSync(join(__dirname, '..', '..', '..', 'k8s', 'configmap.yaml'), 'utf8'),
    ) as { data: Record<string, string> };
    const shipped = Object.fromEntries(
      Object.entries(configMap.data).filter(([name]) => name.startsWith('OTEL_TRACES_SAMPLER')),
    );
    expect(shipped).toEqual(TRACING_AS_SHIPPED);
  });
});
