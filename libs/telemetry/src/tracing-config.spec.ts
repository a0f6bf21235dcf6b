import { describe, expect, it } from 'vitest';
import { processNameOf, tracingSettings } from './tracing-config';

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

  it('reads the process name from an entry under apps/ only', () => {
    expect(processNameOf('apps/bff/src/main.ts')).toBe('bff');
    expect(processNameOf('/x/apps/bff/src/other.ts')).toBeUndefined();
    expect(processNameOf(undefined)).toBeUndefined();
  });
});
