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
  return { enabled: configured && !disabled, serviceName, outgoingHttp: processNameOf(entry) !== 'bff' };
}
