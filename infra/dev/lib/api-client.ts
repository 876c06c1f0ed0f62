/**
 * A tiny browser-like client for the bff: keeps cookies, echoes the CSRF cookie in `x-csrf-token`
 * on unsafe requests. The seed goes through the public API like a user would, so every write
 * passes the services' own validation and records its events.
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  /** `timeoutMs`: how long one answer may take (a loaded machine's registrations take longer than 15 s) */
  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async request<T = unknown>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T; headers: Headers }> {
    if (method !== 'GET' && !this.cookies.has('trap_csrf')) await this.request('GET', '/api/user');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const csrf = this.cookies.get('trap_csrf');
    if (csrf && method !== 'GET') headers['x-csrf-token'] = csrf;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('POST', path, json);
  }
  /** The cookies as a `cookie` header, for a request this client does not make itself (a stream). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }
}
