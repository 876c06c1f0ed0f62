import { isCachedReadPath } from '@trap/contracts/api/cached-reads';
import { apiErrorFrom, NETWORK_MESSAGE, TIMEOUT_MESSAGE, UNKNOWN_MESSAGE } from './api-error.ts';

/** SPEC 9: request time-out. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CSRF_COOKIE = 'trap_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Prefix for relative URLs (tests point it at a real server). Default: same origin. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Reads a cookie; default reads `document.cookie`. */
  readCookie?: (name: string) => string | undefined;
}

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie ? document.cookie.split(';') : []) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * SPEC 7: a public read the bff may answer from its cache (declared `cache: 'public'`) skips the
 * no-cache headers; the list comes from the declarations without zod (contracts' cached-reads.ts).
 */
function isCachedRead(url: string): boolean {
  return isCachedReadPath(url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, ''));
}

/**
 * Where same-origin URLs point when the pages are rendered on the server (the bff's own origin; the
 * server-rendering bundle sets it once). Empty in the browser: relative URLs are same-origin there.
 */
let serverRenderOrigin = '';
export function setServerRenderOrigin(origin: string): void {
  serverRenderOrigin = origin.replace(/\/+$/, '');
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
}

/**
 * The API client of SPEC 8.1: cookies always, no-cache headers on reads, the CSRF header on
 * unsafe methods, a 30 s time-out, and errors whose text is `${status}: ${body or statusText}`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const readCookie = options.readCookie ?? readDocumentCookie;

  async function request<T>(method: HttpMethod, url: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method === 'GET' && !isCachedRead(url)) {
      headers['Cache-Control'] = 'no-cache';
      headers.Pragma = 'no-cache';
    }
    if (UNSAFE_METHODS.has(method)) {
      const token = readCookie(CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = token;
    }

    // One controller aborts on either the caller's signal or our time-out; we remember which.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) controller.abort(opts.signal.reason);
    else opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    let text: string;
    try {
      try {
        response = await doFetch((options.baseUrl ?? serverRenderOrigin) + url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'include',
          signal: controller.signal,
        });
      } catch (error) {
        if (error == null && !timedOut && !opts.signal?.aborted) throw new Error(UNKNOWN_MESSAGE);
        throw error;
      }
      // The time-out covers the body too.
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new Error(TIMEOUT_MESSAGE);
      // A caller's abort stays an AbortError, so the query layer treats it as a cancellation.
      if (opts.signal?.aborted) throw error ?? new DOMException('Aborted', 'AbortError');
      if (error instanceof Error && error.message === UNKNOWN_MESSAGE) throw error;
      throw new Error(NETWORK_MESSAGE);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    if (!response.ok) throw apiErrorFrom(response.status, response.statusText, text);
    if (!text) return null as T;
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) return JSON.parse(text) as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      return text as T;
    }
  }

  return {
    request,
    get: (url, o) => request('GET', url, undefined, o),
    post: (url, body, o) => request('POST', url, body, o),
    put: (url, body, o) => request('PUT', url, body, o),
    patch: (url, body, o) => request('PATCH', url, body, o),
    delete: (url, o) => request('DELETE', url, undefined, o),
  };
}

/** The browser's client: same origin, cookies, CSRF from the `trap_csrf` cookie. */
export const api: ApiClient = createApiClient();
