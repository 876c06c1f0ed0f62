/** How long a replica that refused a connection is passed over (unless every replica refused). */
const REST_MS = 2_000;

/** `http://a:1,http://b:2` -> the replica URLs without trailing slashes. */
export function parseReplicaUrls(value: string): string[] {
  return value
    .split(',')
    .map((u) => u.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The connection was refused: nobody listens there, so the request never reached the service. */
function isRefused(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === 'ECONNREFUSED' || e?.cause?.code === 'ECONNREFUSED';
}

/**
 * The replicas of one service: requests go round robin; a replica that refused a connection rests
 * for REST_MS (a restart or a stopped pod) while the others take its turn. When every replica rests,
 * the one that refused longest ago is tried, so a service that is back is found again at once.
 */
export class Replicas {
  private turn = 0;
  private readonly restingUntil = new Map<string, number>();

  readonly urls: readonly string[];
  private readonly restMs: number;
  constructor(urls: readonly string[], restMs = REST_MS) {
    this.urls = urls;
    this.restMs = restMs;
    if (!urls.length) throw new Error('a service needs at least one replica URL');
  }

  /** the next replica in turn that is not resting (or, when all are, the one that rests the shortest) */
  pick(): string {
    const now = Date.now();
    let best = this.urls[0]!;
    for (let i = 0; i < this.urls.length; i++) {
      const url = this.urls[(this.turn + i) % this.urls.length]!;
      if ((this.restingUntil.get(url) ?? 0) <= now) {
        this.turn = (this.turn + i + 1) % this.urls.length;
        return url;
      }
      if (this.restingUntil.get(url)! < this.restingUntil.get(best)!) best = url;
    }
    return best;
  }

  /** some replica is not resting */
  available(): boolean {
    const now = Date.now();
    return this.urls.some((url) => (this.restingUntil.get(url) ?? 0) <= now);
  }

  refused(url: string): void {
    this.restingUntil.set(url, Date.now() + this.restMs);
  }

  answered(url: string): void {
    this.restingUntil.delete(url);
  }

  /**
   * fetch(path) on the next replica; a refused connection tries each other replica once (no waiting:
   * the callers have their own fallback). Other errors are the caller's.
   */
  async fetch(path: string, init?: RequestInit): Promise<Response> {
    let last: unknown;
    for (let i = 0; i < this.urls.length; i++) {
      const url = this.pick();
      try {
        const res = await fetch(`${url}${path}`, init);
        this.answered(url);
        return res;
      } catch (err) {
        if (!isRefused(err)) throw err;
        this.refused(url);
        last = err;
      }
    }
    throw last;
  }
}
