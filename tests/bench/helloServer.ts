// The yardstick of the throughput bench: a bare fastify answering {"hello":"world"} on PORT, run the
// way server/main.ts runs (WORKERS processes through node:cluster, default the number of cores).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import Fastify from 'fastify';

const workers = Number(process.env.WORKERS ?? availableParallelism());

async function serve() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  return app;
}

if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < workers; i++) cluster.fork().on('listening', () => { if (++listening === workers) console.log('hello ready'); });
  process.on('SIGTERM', () => { for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM'); });
} else {
  const app = await serve();
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  if (workers <= 1) console.log('hello ready');
}
