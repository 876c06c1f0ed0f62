/**
 * The nats-streams Job of nats.yaml runs this in its own image (target nats-streams of
 * infra/deploy/Dockerfile): every producer's stream, replicated on `STREAM_REPLICAS` (3) NATS
 * servers. The services create their streams at start-up with the kit's ensureStreams, which
 * leaves JetStream's default of one replica: on a three-server cluster each stream would then live
 * on one server only and stop (or be lost with its volume) with it. This creates missing streams
 * with the kit's own config, then raises the replicas of each; run again, it changes nothing.
 * (When a stream already has more replicas it is left alone.)
 *
 *   NATS_URL=nats://nats:4222 STREAM_REPLICAS=3 node infra/k8s/nats-streams.ts
 */
import { PRODUCERS } from '@trap/contracts';
import { connectEventBus, createLogger, ensureStreams } from '@trap/kit';

const replicas = Number(process.env.STREAM_REPLICAS ?? '3');
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 5) throw new Error(`STREAM_REPLICAS must be 1 to 5, not ${process.env.STREAM_REPLICAS}`);
const logger = createLogger('nats-streams', 'info');
const bus = await connectEventBus({
  url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  namespace: process.env.EVENT_NAMESPACE ?? '',
  name: 'nats-streams',
  logger,
});
try {
  await ensureStreams(bus);
  for (const producer of PRODUCERS) {
    const name = bus.stream(producer);
    const { config } = await bus.jsm.streams.info(name);
    if ((config.num_replicas ?? 1) >= replicas) {
      logger.info({ stream: name, replicas: config.num_replicas }, 'stream already replicated');
      continue;
    }
    await bus.jsm.streams.update(name, { num_replicas: replicas });
    logger.info({ stream: name, from: config.num_replicas, to: replicas }, 'stream replicas raised');
  }
} finally {
  await bus.close();
}
