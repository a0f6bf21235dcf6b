/**
 * Whether this process traces, read from the standard OpenTelemetry variables, and under which
 * service name. Kept apart from tracing.ts (and free of imports) so that the preload decides
 * without loading the SDK: a process that does not trace never loads it.
 */
export interface TracingSettings {
  /** true when an exporter is named or an OTLP endpoint is set, and OTEL_SDK_DISABLED is not true */
  enabled: boolean;
  /** OTEL_SERVICE_NAME, else the process name (`apps/<name>/src/main.ts`), else `timber` */
  serviceName: string;
  /**
   * Whether this process's outgoing HTTP calls are instrumented (a client span each, the context
   * injected). Not in the BFF: its calls to the services carry the trace context from its own
   * upstream client (currentTraceHeaders), and the instrumentation's work on each call (the options parsed
   * again into a URL, a span, the callbacks bound) was the dearest part of a traced BFF request.
   */
  outgoingHttp: boolean;
  /**
   * The BFF only: the share of requests arriving without a caller's trace that it records, decided
   * at its door (doorSampling, tracing.ts) from the sampler OTEL_TRACES_SAMPLER names, as the SDK
   * reads it: always_on (and its parentbased form, the SDK's default) 1, always_off 0, traceidratio
   * and parentbased_traceidratio their OTEL_TRACES_SAMPLER_ARG (1 when absent or not in [0, 1]).
   * Undefined in every other process, and for a sampler not named here (jaeger_remote, ...): the
   * SDK's sampler decides alone.
   */
  doorRatio: number | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The process name of an entry script run as `apps/<name>/src/main.ts` (the stack, Docker, k8s). */
export function processNameOf(entry: string | undefined): string | undefined {
  return /(?:^|[/\\])apps[/\\]([\w-]+)[/\\]src[/\\]main\.[cm]?[jt]s$/.exec(entry ?? '')?.[1];
}

/**
 * Off unless configured: OTEL_TRACES_EXPORTER names an exporter (other than `none`), or
 * OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set. OTEL_SDK_DISABLED=true
 * turns it off whatever else is set (as the SDK reads it).
 */
export function tracingSettings(env: Env, entry?: string): TracingSettings {
  const exporters = (env['OTEL_TRACES_EXPORTER'] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const disabled = env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true' || exporters[0] === 'none';
  const configured =
    exporters.length > 0 ||
    set(env['OTEL_EXPORTER_OTLP_ENDPOINT']) ||
    set(env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']);
  const serviceName = set(env['OTEL_SERVICE_NAME'])
    ? env['OTEL_SERVICE_NAME'].trim()
    : (processNameOf(entry) ?? 'timber');
  const bff = processNameOf(entry) === 'bff';
  return {
    enabled: configured && !disabled,
    serviceName,
    outgoingHttp: !bff,
    doorRatio: bff ? samplerRatio(env) : undefined,
  };
}

/** The share of new traces the sampler OTEL_TRACES_SAMPLER names records; undefined when it is not one of the standard ones. */
export function samplerRatio(env: Env): number | undefined {
  // the names as the SDK reads them (create-from-env: exact, lower case); none is its default
  const sampler = (env['OTEL_TRACES_SAMPLER'] ?? 'parentbased_always_on').trim();
  if (sampler === 'always_on' || sampler === 'parentbased_always_on') {
    return 1;
  }
  if (sampler === 'always_off' || sampler === 'parentbased_always_off') {
    return 0;
  }
  if (sampler === 'traceidratio' || sampler === 'parentbased_traceidratio') {
    const ratio = Number(env['OTEL_TRACES_SAMPLER_ARG']?.trim() || Number.NaN);
    return Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1;
  }
  return undefined;
}
