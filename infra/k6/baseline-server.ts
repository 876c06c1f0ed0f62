/**
 * The bench's floor: a bare Node HTTP server (no Express, no proxy, no database) that answers every
 * request with the same JSON bytes as one home-page read. The gap between this and the bff's numbers
 * is what the platform's layers cost.
 *
 *   node --import tsx infra/k6/baseline-server.ts <port> <payload.json>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 0);
const body = readFileSync(process.argv[3] ?? '', 'utf8');
const length = String(Buffer.byteLength(body));

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`baseline listening on ${typeof address === 'object' && address ? address.port : port}`);
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
