import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A span as a process exported it over OTLP/HTTP JSON, with its process's service.name. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer */
  kind: number;
  attributes: Record<string, AttributeValue>;
}

type AttributeValue = string | number | boolean | undefined;

export const OTLP_SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value?: OtlpValue;
}
interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

const valueOf = (value: OtlpValue | undefined): AttributeValue =>
  value?.stringValue ?? value?.intValue ?? value?.boolValue ?? value?.doubleValue;
const attributesOf = (attributes: OtlpAttribute[] | undefined): Record<string, AttributeValue> =>
  Object.fromEntries((attributes ?? []).map((a) => [a.key, valueOf(a.value)]));

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * A small OTLP/HTTP trace receiver for tests and benchmarks: the processes export to it
 * (OTEL_EXPORTER_OTLP_ENDPOINT = its url, OTEL_EXPORTER_OTLP_PROTOCOL=http/json) and it keeps what
 * they sent (`keep`), or counts and discards it (a sink, so that exporting costs what it costs
 * against a real collector without a collector's own CPU on the machine).
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  /** the export requests answered */
  exports = 0;
  /** its address, e.g. http://127.0.0.1:40123 (set once it listens) */
  url = '';
  private readonly server: Server;

  private constructor(private readonly keep: boolean) {
    this.server = createServer((request, response) => {
      bodyOf(request).then(
        (body) => {
          if (request.method !== 'POST' || request.url !== '/v1/traces') {
            response.writeHead(404).end();
            return;
          }
          this.exports += 1;
          if (this.keep) {
            this.take(JSON.parse(body.toString()) as OtlpTraces);
          }
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        },
        () => response.writeHead(400).end(),
      );
    });
  }

  static async start(options: { keep: boolean }): Promise<OtlpReceiver> {
    const receiver = new OtlpReceiver(options.keep);
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  /** The OTEL_* variables of a process exporting here, its batches sent after `delayMs`. */
  env(delayMs = 200): Record<string, string> {
    return {
      OTEL_EXPORTER_OTLP_ENDPOINT: this.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: String(delayMs),
    };
  }

  private take(traces: OtlpTraces): void {
    for (const resourceSpans of traces.resourceSpans ?? []) {
      const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            service,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
          });
        }
      }
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
