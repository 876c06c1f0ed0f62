import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, NETWORK_MESSAGE } from '../api/api-error.ts';
import { friendlyErrorMessage, isChunkLoadError, isLoadFailure } from './error-kind.ts';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });
// what rspack's runtime throws for a page's stylesheet and script with no connection
const cssChunk = new Error('Loading CSS chunk b failed.\\n(http://localhost:8080/static/css/async/b.1a2b3c.css)');
const jsChunk = named('ChunkLoadError', 'Loading chunk 512 failed.\n(error: http://localhost:8080/static/js/async/512.js)');
const dynamicImport = new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/remotes/member/x.js');
const remote = named('RemoteLoadError', 'The member area could not be loaded. Please check your connection and try again.');

describe('the error screen’s reading of an error', () => {
  it('when a page’s code did not arrive (CSS or JS chunk, dynamic import), then it is a chunk load failure', () => {
    for (const e of [cssChunk, jsChunk, dynamicImport]) {
      expect(isChunkLoadError(e), e.message).toBe(true);
      expect(isLoadFailure(e), e.message).toBe(true);
    }
    expect(isChunkLoadError(remote)).toBe(false);
    expect(isChunkLoadError(new Error('Shoot not found'))).toBe(false);
  });

  it('when a remote area or the network failed, then it is a load failure; a server’s answer is not', () => {
    expect(isLoadFailure(remote)).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLoadFailure(new Error(NETWORK_MESSAGE))).toBe(true);
    expect(isLoadFailure(new ApiError(503, 'Network error, please check your connection'))).toBe(true);
    expect(isLoadFailure(apiErrorFrom(500, 'Internal Server Error', '{"error":{"code":"X","message":"Boom"}}'))).toBe(false);
    expect(isLoadFailure(new TypeError('Cannot read properties of undefined (reading "x")'))).toBe(false);
    expect(isLoadFailure('offline?')).toBe(false);
  });

  it('when the error is a bundler or engine text, then the member reads the fallback, never a URL, a "\\n" or "chunk"', () => {
    for (const e of [cssChunk, jsChunk, dynamicImport]) expect(friendlyErrorMessage(e, 'Fallback')).toBe('Fallback');
    expect(friendlyErrorMessage(new TypeError('Cannot read properties of undefined (reading "x")'))).toBe('An unexpected error occurred');
    expect(friendlyErrorMessage(new Error('see https://example.com/x'))).toBe('An unexpected error occurred');
    expect(friendlyErrorMessage(new Error('line one\nline two'))).toBe('An unexpected error occurred');
    expect(friendlyErrorMessage(new Error('x'.repeat(201)))).toBe('An unexpected error occurred');
    expect(friendlyErrorMessage(new Error('500: <html>oops</html>'))).toBe('An unexpected error occurred');
    expect(friendlyErrorMessage(null)).toBe('An unexpected error occurred');
  });

  it('when the error carries plain words (the server’s message, an app’s own), then the member reads them', () => {
    expect(friendlyErrorMessage(apiErrorFrom(404, 'Not Found', '{"error":{"code":"NOT_FOUND","message":"Shoot not found"}}'))).toBe(
      'Shoot not found',
    );
    expect(friendlyErrorMessage(new Error('403: Forbidden'))).toBe('Forbidden');
    expect(friendlyErrorMessage(remote, 'Fallback')).toBe(remote.message);
    expect(friendlyErrorMessage('Your session ended')).toBe('Your session ended');
  });
});
