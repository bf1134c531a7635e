/**
 * Slow-upload benchmark: many uploads trickling in at about 1 KB/s hold on for as long as they
 * last, while another member signs in and uses the site. Reports that member's answer times
 * without and with the uploads under way, and how many uploads over the per-session limit were
 * refused. Uploads stream on their own upstream connections (UPSTREAM_UPLOAD_CONNECTIONS), so
 * the calls' connections stay free.
 *
 *   npm run bench -- slow-uploads [--uploads 130] [--calls 200]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHealthy } from '../scripts/lib/health.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { optionValue } from './lib/options.mjs';
import { spawnNode, stopChild } from './lib/procs.mjs';
import { percentile } from './lib/stats.mjs';
import { bigPng } from './uploads.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PER_SESSION = 4;
/** A real picture, so that the BFF's format check passes and the upload goes on to the API. */
const PICTURE = bigPng(2 * 1024 * 1024);

/** @param {number} port @param {string} userName @param {string} password */
const signIn = async (port, userName, password) => {
  const res = await fetch(`http://127.0.0.1:${port}/bff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', prefer: 'bearer-session' },
    body: JSON.stringify({ userName, password }),
  });
  if (!res.ok) throw new Error(`sign-in → ${res.status} ${await res.text()}`);
  return /** @type {{ sessionId: string }} */ (await res.json()).sessionId;
};

/**
 * An avatar upload that sends a PNG's first 8 KB, then 100 bytes every 100 ms (1 KB/s).
 * @param {number} port @param {string} sessionId
 */
const slowUpload = (port, sessionId) => {
  const boundary = 'benchslowupload';
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (d) => {
    answer += d;
  });
  socket.on('error', () => {});
  socket.write(
    `POST /api/users/add-image HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${sessionId}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 10000000\r\n\r\n`,
  );
  socket.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  socket.write(PICTURE.subarray(0, 8192));
  let sent = 8192;
  const timer = setInterval(() => {
    socket.write(PICTURE.subarray(sent, sent + 100));
    sent += 100;
  }, 100);
  socket.on('close', () => clearInterval(timer));
  return {
    status: () => Number(answer.slice(9, 12)) || 0,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
};

/**
 * Answer times (ms) of `calls` rounds of what a member does: their own data, a search, readiness.
 * @param {number} port @param {string} sessionId @param {number} calls
 */
const memberTimes = async (port, sessionId, calls) => {
  /** @type {number[]} */
  const times = [];
  let failures = 0;
  const urls = ['/api/users/self', '/api/v2/search/products?perPage=5', '/ready'];
  for (let i = 0; i < calls; i++) {
    const url = /** @type {string} */ (urls[i % urls.length]);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { authorization: `Bearer ${sessionId}` },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!res?.ok) failures++;
    await res?.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN, failures };
};

/** @param {string[]} args */
export const runSlowUploadsBenchmark = async (args) => {
  const uploads = Number(optionValue(args, 'uploads', '130'));
  const calls = Number(optionValue(args, 'calls', '200'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'badal-bench-slow-'));
  const [upstreamPort, bffPort] = [await findFreePort(), await findFreePort()];
  const upstream = spawnNode(null, [path.join(repo, 'upstream/dist/server.js')], {
    env: { ...process.env, UPSTREAM_PORT: String(upstreamPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const bff = spawnNode(null, [path.join(repo, 'bff/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUSH_WEBHOOK_SECRET: 'bench-push-secret-0123456789abcdef',
      PORT: String(bffPort),
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}/api`,
      LOG_LEVEL: 'warn',
      UPLOADS_PER_SESSION: String(PER_SESSION),
      // The benchmark signs in far more often than a person would.
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
    },
  });
  for (const child of [upstream, bff]) child.stdout?.resume();
  /** @type {ReturnType<typeof slowUpload>[]} */
  const running = [];
  try {
    await waitForHealthy(`http://127.0.0.1:${upstreamPort}/health`, { timeoutMs: 180_000 });
    await waitForHealthy(`http://127.0.0.1:${bffPort}/health`, { timeoutMs: 180_000 });

    const member = await signIn(bffPort, 'seller', 'seller1234');
    await memberTimes(bffPort, member, 30); // warm-up
    const idle = await memberTimes(bffPort, member, calls);

    /** @type {string[]} */
    const sessions = [];
    for (let i = 0; i < Math.ceil(uploads / PER_SESSION); i++) sessions.push(await signIn(bffPort, 'demo', 'demo1234'));
    for (let i = 0; i < uploads; i++)
      running.push(slowUpload(bffPort, /** @type {string} */ (sessions[i % sessions.length])));
    // One session tries ten more than its share.
    const extra = Array.from({ length: 10 }, () => slowUpload(bffPort, /** @type {string} */ (sessions[0])));
    running.push(...extra);
    await new Promise((r) => setTimeout(r, 2_000));

    const signInStarted = performance.now();
    await signIn(bffPort, 'company', 'company1234');
    const signInMs = performance.now() - signInStarted;
    const loaded = await memberTimes(bffPort, member, calls);
    const refused = extra.filter((u) => u.status() === 429).length;
    const stillRunning = running.filter((u) => u.status() === 0).length;

    /** @param {number} ms */
    const f = (ms) => `${ms.toFixed(1)} ms`;
    console.info(
      `${uploads} slow uploads (1 KB/s each) from ${sessions.length} sessions, ${calls} member calls each run`,
    );
    console.info('\n                          p50        p95        max       failures');
    console.info(
      `  no uploads          ${f(idle.p50).padStart(9)}  ${f(idle.p95).padStart(9)}  ${f(idle.max).padStart(9)}   ${idle.failures}`,
    );
    console.info(
      `  uploads under way   ${f(loaded.p50).padStart(9)}  ${f(loaded.p95).padStart(9)}  ${f(loaded.max).padStart(9)}   ${loaded.failures}`,
    );
    console.info(`\n  sign-in while they run    ${f(signInMs)}`);
    console.info(`  uploads still running     ${stillRunning}`);
    console.info(`  over the session limit    ${refused} of 10 refused with 429`);
    return { idle, loaded, signInMs, refused, stillRunning };
  } finally {
    for (const u of running) u.stop();
    await Promise.all([stopChild(bff), stopChild(upstream)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSlowUploadsBenchmark(process.argv.slice(2));
