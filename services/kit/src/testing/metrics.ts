/** Reads Prometheus text: the value of one series (all given labels equal), or undefined when absent. */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const open = line.indexOf('{');
    const close = line.lastIndexOf('}');
    const found: Record<string, string> = {};
    if (open === name.length && close > open)
      for (const m of line.slice(open + 1, close).matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) found[m[1]!] = m[2]!;
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(line.slice((close > open ? close : name.length) + 1).trim());
  }
  return undefined;
}

/** GET <url>/metrics: the status, content type and text. */
export async function scrape(url: string, init: RequestInit = {}): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(`${url}/metrics`, init);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}
