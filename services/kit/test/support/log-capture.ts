import { eventually } from '@trap/kit/testing';

export type LogLine = Record<string, unknown> & { msg?: string; level?: number; requestId?: string };

/** A pino destination that keeps every line, so tests can assert on what was logged. */
export class LogCapture {
  readonly lines: LogLine[] = [];
  write(chunk: string): void {
    for (const line of chunk.split('\n')) if (line.trim()) this.lines.push(JSON.parse(line) as LogLine);
  }
  find(pred: (line: LogLine) => boolean): LogLine | undefined {
    return this.lines.find(pred);
  }
  waitFor(pred: (line: LogLine) => boolean, timeoutMs = 3000): Promise<LogLine> {
    return eventually(() => this.find(pred), { timeoutMs, intervalMs: 20 });
  }
}
