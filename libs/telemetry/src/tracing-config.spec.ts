import { describe, expect, it } from 'vitest';
import { processNameOf, samplerRatio, tracingSettings } from './tracing-config';

describe('tracingSettings', () => {
  const entry = '/app/apps/inventory/src/main.ts';

  it.each([
    [{}, false],
    [{ OTEL_SERVICE_NAME: 'x' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }, true],
    [{ OTEL_TRACES_EXPORTER: 'console' }, true],
    [{ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'false' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, false],
  ])('%o traces: %s', (env, enabled) => {
    expect(tracingSettings(env, entry).enabled).toBe(enabled);
  });

  it('names the service after the process, unless OTEL_SERVICE_NAME does', () => {
    expect(tracingSettings({}, entry).serviceName).toBe('inventory');
    expect(tracingSettings({}, 'apps/recognition-worker/src/main.ts').serviceName).toBe('recognition-worker');
    expect(tracingSettings({ OTEL_SERVICE_NAME: 'inventory-eu' }, entry).serviceName).toBe('inventory-eu');
    expect(tracingSettings({}, 'tools/scripts/migrate.ts').serviceName).toBe('timber');
  });

  it('instruments outgoing HTTP in every process but the BFF, which hands the context on itself', () => {
    expect(tracingSettings({}, entry).outgoingHttp).toBe(true);
    expect(tracingSettings({}, 'apps/billing/src/main.ts').outgoingHttp).toBe(true);
    expect(tracingSettings({}, 'apps/bff/src/main.ts').outgoingHttp).toBe(false);
  });

  it('lets the BFF alone decide at its door, at the ratio of the sampler configured', () => {
    const shipped = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' };
    expect(tracingSettings(shipped, 'apps/bff/src/main.ts').doorRatio).toBe(0.1);
    expect(tracingSettings(shipped, entry).doorRatio).toBeUndefined();
  });

  it.each([
    [{}, 1],
    [{ OTEL_TRACES_SAMPLER: 'always_on' }, 1],
    [{ OTEL_TRACES_SAMPLER: 'parentbased_always_off' }, 0],
    [{ OTEL_TRACES_SAMPLER: 'always_off' }, 0],
    [{ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }, 0.25],
    [{ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' }, 0],
    [{ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio' }, 1],
    [{ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '1.5' }, 1],
    [{ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: 'half' }, 1],
    [{ OTEL_TRACES_SAMPLER: 'jaeger_remote' }, undefined],
  ])('the sampler %o records a share %s of new traces', (env, ratio) => {
    expect(samplerRatio(env)).toBe(ratio);
  });

  it('reads the process name from an entry under apps/ only', () => {
    expect(processNameOf('apps/bff/src/main.ts')).toBe('bff');
    expect(processNameOf('/x/apps/bff/src/other.ts')).toBeUndefined();
    expect(processNameOf(undefined)).toBeUndefined();
  });
});
