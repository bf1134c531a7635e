/**
 * Realtime benchmark: N socket.io clients spread over two BFF instances that share one Redis,
 * and signed webhook pushes sent to alternating instances, each to one random user. Measures
 * webhook → socket delivery latency (p50/p99, from just before the POST to receipt, one clock),
 * deliveries per second, and checks that every push arrived exactly once.
 *
 *   npm run bench -- realtime [--clients 1000] [--pushes 3000] [--rate 300] [--redis redis://127.0.0.1:6379] [--nginx]
 *
 * With --nginx, Debian's nginx with the shared site configuration (infra/nginx/badal.conf.template)
 * stands in front of the two instances, as in production: sign-ins, sockets and webhook pushes all
 * go through its one address, and nginx picks the instance.
 */
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { waitForHealthy } from '../scripts/lib/health.mjs';
import { prepareNginx } from '../scripts/lib/nginx-run.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { optionValue } from './lib/options.mjs';
import { spawnNode, stopChild } from './lib/procs.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'bench-push-secret-0123456789abcdef';

/** A marketplace API stand-in that signs in user `u<N>` as id N. */
const startStub = async () => {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/api/authentication')) {
        const { userName } = JSON.parse(body || '{}');
        const id = Number(String(userName).slice(1)) || 1;
        const json = JSON.stringify({
          id,
          fullname: `User ${id}`,
          access_token: `tok-${id}`,
          expires_in: 86_400,
          checkMembership: false,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end(json);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await findFreePort();
  await new Promise((r) => server.listen(/** @type {number} */ (port), '127.0.0.1', () => r(undefined)));
  return { url: `http://127.0.0.1:${port}/api`, close: () => new Promise((r) => server.close(r)) };
};

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** @param {string[]} args */
export const runRealtimeBenchmark = async (args) => {
  const clients = Number(optionValue(args, 'clients', '1000'));
  const pushes = Number(optionValue(args, 'pushes', '3000'));
  const rate = Number(optionValue(args, 'rate', '300'));
  const redis = optionValue(args, 'redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const throughNginx = args.includes('--nginx');

  const stub = await startStub();
  const ports = [await findFreePort(), await findFreePort()];
  const bffs = ports.map((port) =>
    spawnNode(null, [path.join(repo, 'bff/dist/server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        UPSTREAM_URL: stub.url,
        REDIS_URL: redis,
        PUSH_WEBHOOK_SECRET: SECRET,
        LOG_LEVEL: 'warn',
        // Thousands of members sign in from this one address; the limits are not what is measured.
        RATE_LIMIT_PER_IP: '1000000',
      },
      stdout: 'pipe',
    }),
  );
  // Drain the children's output so a chatty log can never block them.
  for (const child of bffs) child.stdout?.resume();
  const direct = ports.map((p) => `http://127.0.0.1:${p}`);
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let nginx;
  let urls = direct;
  /** @type {import('socket.io-client').Socket[]} */
  const sockets = [];
  try {
    await Promise.all(direct.map((u) => waitForHealthy(`${u}/health`, { timeoutMs: 180_000 })));
    if (throughNginx) {
      // Started once both instances answer, so it never marks one as down while they start.
      const port = await findFreePort();
      const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-bench-nginx-'));
      const { command, args: nginxArgs } = prepareNginx({
        root: repo,
        runDir,
        port,
        bffPorts: ports,
        accessLog: '/dev/null',
      });
      nginx = spawn(command, nginxArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
      urls = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port}`];
      await waitForHealthy(`${urls[0]}/health`, { timeoutMs: 20_000 });
    }
    const front = throughNginx ? `behind nginx at ${urls[0]}` : `on ${urls.join(', ')}`;
    console.info(`2 BFF instances ${front} sharing ${redis}; connecting ${clients} clients…`);

    /** @type {Map<string, number>} push id → send time */
    const sent = new Map();
    /** @type {Map<string, number>} push id → deliveries */
    const delivered = new Map();
    /** @type {number[]} */
    const latencies = [];
    /** @param {number} i */
    const userIdOf = (i) => 1_000_000 + i;

    for (let i = 0; i < clients; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, clients - i) }, async (_, k) => {
          const n = i + k;
          const base = /** @type {string} */ (urls[n % 2]);
          const res = await fetch(`${base}/bff/session`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', prefer: 'bearer-session' },
            body: JSON.stringify({ userName: `u${userIdOf(n)}`, password: 'bench-password' }),
          });
          const { sessionId } = /** @type {{ sessionId: string }} */ (await res.json());
          const socket = io(base, {
            transports: ['websocket'],
            auth: { token: sessionId },
            reconnection: false,
            forceNew: true,
          });
          await new Promise((resolve, reject) => {
            socket.once('connect', () => resolve(undefined));
            socket.once('connect_error', reject);
          });
          socket.on('notification:new', (n) => {
            const t = sent.get(n.value);
            if (t !== undefined) latencies.push(performance.now() - t);
            delivered.set(n.value, (delivered.get(n.value) ?? 0) + 1);
          });
          sockets.push(socket);
        }),
      );
    }
    console.info(`${sockets.length} clients connected; sending ${pushes} pushes at ${rate}/s`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    /** @param {string} base @param {string} body @param {Record<string, string | number>} headers @returns {Promise<number | undefined>} */
    const post = (base, body, headers) =>
      new Promise((resolve, reject) => {
        const u = new URL(`${base}/internal/push`);
        const req = http.request(
          { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers, agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    const started = performance.now();
    const inflight = [];
    for (let i = 0; i < pushes; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const id = randomUUID();
      const userId = userIdOf(Math.floor(Math.random() * clients));
      const body = JSON.stringify({
        id,
        userId,
        event: 'notification',
        data: {
          id: i + 1,
          type: 'follow',
          title: 'Bench',
          body: 'Someone followed you',
          createdAt: new Date().toISOString(),
          read: false,
          value: id,
          sender: null,
          data: { type: 4, value: String(userId) },
        },
      });
      const ts = String(Math.floor(Date.now() / 1000));
      const signature = `sha256=${createHmac('sha256', SECRET).update(`${ts}.${body}`).digest('hex')}`;
      sent.set(id, performance.now());
      inflight.push(
        post(/** @type {string} */ (urls[i % 2]), body, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-badal-timestamp': ts,
          'x-badal-signature': signature,
        }),
      );
    }
    const statuses = await Promise.all(inflight);
    const deadline = performance.now() + 5_000;
    while (delivered.size < pushes && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();

    const sorted = [...latencies].sort((a, b) => a - b);
    const duplicates = [...delivered.values()].filter((n) => n > 1).length;
    const refused = statuses.filter((s) => s !== 202).length;
    const result = {
      clients: sockets.length,
      pushes,
      accepted: pushes - refused,
      delivered: delivered.size,
      lost: pushes - refused - delivered.size,
      duplicates,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      perSecond: delivered.size / elapsed,
    };
    console.info(`\nwebhook → socket delivery over 2 instances and Redis${throughNginx ? ', through nginx' : ''}`);
    console.info(`  clients           ${result.clients}`);
    console.info(`  pushes            ${result.pushes} (${result.accepted} accepted, ${refused} refused)`);
    console.info(`  delivered         ${result.delivered} (lost ${result.lost}, duplicated ${result.duplicates})`);
    console.info(`  latency p50       ${result.p50?.toFixed(2)} ms`);
    console.info(`  latency p99       ${result.p99?.toFixed(2)} ms   (target ≤ 50 ms)`);
    console.info(`  latency max       ${result.max?.toFixed(2)} ms`);
    console.info(`  deliveries/s      ${result.perSecond.toFixed(0)}`);
    return result;
  } finally {
    for (const s of sockets) s.disconnect();
    nginx?.kill('SIGQUIT');
    await Promise.all(bffs.map(stopChild));
    await stub.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runRealtimeBenchmark(process.argv.slice(2));
