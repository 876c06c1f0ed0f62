import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Output of the stack runner: one line per event, prefixed with the process name in its own
 * colour. pino JSON lines from the services are turned into `time LEVEL message key=value`, so a
 * developer reads the whole stack in one terminal; in the e2e profile everything goes to a file.
 */
const useColour = (stream: NodeJS.WriteStream) =>
  process.env.FORCE_COLOR ? process.env.FORCE_COLOR !== '0' : !process.env.NO_COLOR && stream.isTTY === true;

const CODES = { reset: 0, bold: 1, dim: 2, red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, gray: 90 } as const;
type Colour = keyof typeof CODES;
const PALETTE: Colour[] = ['cyan', 'magenta', 'blue', 'yellow', 'green'];

export interface LogSink {
  /** A line of a child's output (or of the runner itself, name 'stack'). */
  line(name: string, text: string, stream?: 'out' | 'err'): void;
  info(text: string): void;
  warn(text: string): void;
  error(text: string): void;
  /** Plain text for the user (banners), no prefix. */
  banner(text: string): void;
  close(): Promise<void>;
}

const LEVELS: Record<number, [string, Colour]> = {
  10: ['TRACE', 'gray'],
  20: ['DEBUG', 'gray'],
  30: ['INFO ', 'green'],
  40: ['WARN ', 'yellow'],
  50: ['ERROR', 'red'],
  60: ['FATAL', 'red'],
};
const SKIP_KEYS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'name', 'service', 'req', 'res', 'responseTime', 'v']);

/** Formats a pino JSON line; anything else passes through unchanged. */
export function formatLogLine(text: string, paint: (c: Colour, s: string) => string): string {
  if (!text.startsWith('{')) return text;
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text;
  }
  const [label, colour] = LEVELS[Number(rec.level)] ?? ['     ', 'reset'];
  const time =
    typeof rec.time === 'string'
      ? rec.time.slice(11, 19)
      : typeof rec.time === 'number'
        ? new Date(rec.time).toISOString().slice(11, 19)
        : '';
  let msg = typeof rec.msg === 'string' ? rec.msg : '';
  const req = rec.req as { method?: string; url?: string } | undefined;
  const res = rec.res as { statusCode?: number } | undefined;
  if (req?.method && res?.statusCode) {
    msg = `${req.method} ${req.url ?? ''} ${res.statusCode} ${rec.responseTime ?? '?'}ms`;
  }
  const extras: string[] = [];
  for (const [k, v] of Object.entries(rec)) {
    if (SKIP_KEYS.has(k) || v === undefined) continue;
    if (k === 'err' && v && typeof v === 'object') {
      const e = v as { message?: string; stack?: string; type?: string };
      extras.push(`\n${e.stack ?? `${e.type ?? 'Error'}: ${e.message ?? ''}`}`);
      continue;
    }
    extras.push(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  }
  return `${paint('gray', time)} ${paint(colour, label)} ${msg}${extras.length ? ' ' + paint('gray', extras.join(' ')) : ''}`;
}

export function consoleSink(): LogSink {
  const colour = useColour(process.stdout);
  const paint = (c: Colour, s: string) => (colour ? `\x1b[${CODES[c]}m${s}\x1b[0m` : s);
  const colours = new Map<string, Colour>();
  const width = 14;
  const prefix = (name: string) => {
    let c = colours.get(name);
    if (!c) {
      c = name === 'stack' ? 'bold' : PALETTE[colours.size % PALETTE.length]!;
      colours.set(name, c);
    }
    return paint(c, name.padEnd(width).slice(0, width)) + paint('gray', '│ ');
  };
  const write = (s: string) => process.stdout.write(s + '\n');
  return {
    line: (name, text, stream) => {
      const body = formatLogLine(text, paint);
      for (const l of body.split('\n')) write(prefix(name) + (stream === 'err' && !text.startsWith('{') ? paint('yellow', l) : l));
    },
    info: (text) => write(prefix('stack') + text),
    warn: (text) => write(prefix('stack') + paint('yellow', text)),
    error: (text) => {
      for (const l of text.split('\n')) write(prefix('stack') + paint('red', l));
    },
    banner: (text) => write(text),
    close: async () => {},
  };
}

/** Everything into one file (used while tests run, so their output stays readable). */
export function fileSink(path: string, echo?: LogSink): LogSink {
  mkdirSync(dirname(path), { recursive: true });
  const out: WriteStream = createWriteStream(path, { flags: 'a' });
  const plain = (_c: Colour, s: string) => s;
  const write = (name: string, s: string) => out.write(`${name.padEnd(14)}| ${s}\n`);
  return {
    line: (name, text) => write(name, formatLogLine(text, plain)),
    info: (text) => {
      write('stack', text);
      echo?.info(text);
    },
    warn: (text) => {
      write('stack', text);
      echo?.warn(text);
    },
    error: (text) => {
      write('stack', text);
      echo?.error(text);
    },
    banner: (text) => {
      out.write(text + '\n');
      echo?.banner(text);
    },
    close: () => new Promise((resolve) => out.end(resolve)),
  };
}

export const colours = {
  enabled: () => useColour(process.stdout),
  bold: (s: string) => (useColour(process.stdout) ? `\x1b[1m${s}\x1b[0m` : s),
  green: (s: string) => (useColour(process.stdout) ? `\x1b[32m${s}\x1b[0m` : s),
  red: (s: string) => (useColour(process.stdout) ? `\x1b[31m${s}\x1b[0m` : s),
};
