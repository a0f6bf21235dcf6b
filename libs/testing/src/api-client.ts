import { type ApiEnvelope } from '@timber/contracts';

export interface ApiAnswer<T> {
  status: number;
  body: ApiEnvelope<T>;
}

/** A small client of /api for tests and tools: JSON in, envelope out. */
export class ApiClient {
  token: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly lang = 'en',
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        lang: this.lang,
        'timezone-offset': '0',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
  }

  post<T = unknown>(path: string, body: unknown = {}): Promise<ApiAnswer<T>> {
    return this.call<T>('POST', path, body);
  }

  /** Posts a multipart form with one file field (an import, a part of a media upload). */
  async form<T = unknown>(
    path: string,
    field: string,
    bytes: Uint8Array,
    fileName = 'file',
  ): Promise<ApiAnswer<T>> {
    const form = new FormData();
    form.append(field, new Blob([bytes]), fileName);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { lang: this.lang, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
  }

  /** A GET answered with a file (a photo): its status, type and bytes as they came. */
  async file(path: string): Promise<{ status: number; contentType: string | null; bytes: Buffer }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: { lang: this.lang, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  /**
   * A POST of raw bytes, as a payment provider's server sends its notification (no login), and
   * the answer as it came: its status, type and text (the provider's expected answer, not an envelope).
   */
  async notify(
    path: string,
    body: string,
    contentType: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; contentType: string | null; text: string }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...headers },
      body,
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  }

  /** The data of a successful answer; throws with the server's message otherwise. */
  async ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, body);
    if (answer.body.code !== 0) {
      throw new Error(`${method} ${path} answered ${answer.status} ${answer.body.code}: ${answer.body.msg}`);
    }
    return answer.body.data;
  }
}
