/** What a RetryLoop tries, and how long it waits in between. */
export interface RetryLoopOptions {
  /**
   * One try (its number, from 0): resolves true when nothing more is to be done, false to go again
   * after a pause (a feed that ended); a throw also goes again.
   */
  attempt(n: number): Promise<boolean>;
  /** the pause after try `n` */
  delayMs(n: number): number;
  /** told of a failed try, unless the loop was stopped meanwhile */
  onError?(err: unknown, n: number): void;
  /** after every try that did not finish it for good (a failed one too), before the pause: clean-up */
  after?(): Promise<void>;
}

/**
 * Something the bff keeps trying in the background until it holds (NATS may come up after the bff;
 * a feed may end): a try, a pause, another try, until a try says it is done or stop() is called.
 * stop() also ends a pause at once, so a shutdown never waits out a back-off.
 */
export class RetryLoop {
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private wake?: () => void;
  private running?: Promise<void>;

  private readonly opts: RetryLoopOptions;
  constructor(opts: RetryLoopOptions) {
    this.opts = opts;
  }

  /** Starts the tries (once); resolves when one finished it for good or the loop was stopped. */
  run(): Promise<void> {
    return (this.running ??= this.loop());
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private async loop(): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      try {
        if (await this.opts.attempt(n)) return;
      } catch (err) {
        if (!this.stopped) this.opts.onError?.(err, n);
      }
      await this.opts.after?.();
      if (this.stopped) return;
      await this.pause(this.opts.delayMs(n));
    }
  }

  /** Waits `ms`, or less when the loop is stopped meanwhile (also for waits inside a try). */
  pause(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
      this.timer.unref();
    });
  }

  /** No more tries; a pause in progress ends now. A try in progress runs on (it checks isStopped). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
  }
}

/** The back-off of a connection that is not there yet: 0.5 s, doubling, at most 10 s. */
export const backoffMs = (n: number) => Math.min(10_000, 500 * 2 ** n);
