/**
 * Upload benchmark: 10 concurrent 20 MB ad images (POST /ad/images, multipart `images[]`) sent
 * to the reference API directly and through the BFF, which streams each part on. Reports the
 * BFF's peak RSS growth during its run (sampled from /proc) and throughput of both paths.
 *
 *   npm run bench -- uploads [--files 10] [--mb 20]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { waitForHealthy } from '../scripts/lib/health.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { optionValue } from './lib/options.mjs';
import { spawnNode, stopChild } from './lib/procs.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {string} type @param {Buffer} data */
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A valid PNG of about `bytes` bytes: noisy RGB pixels, stored without compression. */
/** @param {number} bytes */
export const bigPng = (bytes) => {
  const width = 2000;
  const height = Math.max(1, Math.floor(bytes / (width * 3 + 1)));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** @param {number} pid */
const rssBytes = (pid) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

/**
 * A signed-in client of one path: `base` is the API base, `headers` authenticate it.
 * @typedef {{ base: string, headers: Record<string, string> }} Client
 */

/** @param {Client} client @param {string} method @param {string} url @param {unknown} [body] */
const call = async (client, method, url, body) => {
  const res = await fetch(`${client.base}${url}`, {
    method,
    headers: { ...client.headers, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
};

/** Brings the client's draft to the images step: a leaf category and saved details. */
const prepareDraft = async (/** @type {Client} */ client, /** @type {'bff' | 'direct'} */ kind) => {
  const del =
    kind === 'bff'
      ? { method: 'DELETE', url: '/ad/discard', body: {} }
      : { method: 'POST', url: '/ad/discard', body: { _method: 'DELETE' } };
  await call(client, del.method, del.url, del.body).catch(() => null);
  const tree = await call(client, 'GET', '/categories/mini');
  const leaf = tree.find((/** @type {any} */ c) => c.children.length)?.children[0];
  const detail = await call(client, 'GET', `/categories/${leaf.slug}/mini`);
  await call(client, 'POST', '/ad/category', { categoryId: leaf.id });
  // One valid value per attribute type (§4): multi-options take a list, the others one value.
  /** @param {any} f */
  const valueFor = (f) => {
    if (f.attributeType === 3) return { id: f.id, values: [f.options[0].value] };
    if (f.attributeType === 0) return { id: f.id, value: 'true' };
    if (f.attributeType === 1) return { id: f.id, value: String(f.min ?? 1) };
    if (f.attributeType === 6) return { id: f.id, value: 'Benchmark' };
    return { id: f.id, value: f.options[0].value };
  };
  const attributes = detail.filters.slice(0, 3).map(valueFor);
  const form = new URLSearchParams({
    name: 'Benchmark listing',
    description: 'Uploaded by the upload benchmark.',
    price: '10',
    sellType: 'sell',
    attributes: JSON.stringify(attributes),
  });
  const res = await fetch(`${client.base}/ad/details`, {
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (!res.ok) throw new Error(`details → ${res.status} ${await res.text()}`);
};

/** @param {Client} client @param {Buffer} png @param {number} files */
const uploadAll = async (client, png, files) => {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: files }, async (_, i) => {
      const form = new FormData();
      form.append('images[]', new Blob([png], { type: 'image/png' }), `photo-${i}.png`);
      const res = await fetch(`${client.base}/ad/images`, { method: 'POST', headers: client.headers, body: form });
      const text = await res.text();
      if (!res.ok) throw new Error(`upload ${i} → ${res.status} ${text.slice(0, 300)}`);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, mbPerSecond: (png.length * files) / 1024 / 1024 / seconds };
};

/** @param {string[]} args */
export const runUploadsBenchmark = async (args) => {
  const files = Number(optionValue(args, 'files', '10'));
  const mb = Number(optionValue(args, 'mb', '20'));
  const png = bigPng(mb * 1024 * 1024);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'badal-bench-uploads-'));
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
      UPLOAD_MAX_BYTES: String(64 * 1024 * 1024),
    },
  });
  for (const child of [upstream, bff]) child.stdout?.resume();
  try {
    await waitForHealthy(`http://127.0.0.1:${upstreamPort}/health`, { timeoutMs: 180_000 });
    await waitForHealthy(`http://127.0.0.1:${bffPort}/health`, { timeoutMs: 180_000 });

    const login = await fetch(`http://127.0.0.1:${upstreamPort}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'seller', password: 'seller1234' }),
    });
    const { access_token } = /** @type {{ access_token: string }} */ (await login.json());
    const direct = {
      base: `http://127.0.0.1:${upstreamPort}/api`,
      headers: { authorization: `Bearer ${access_token}` },
    };

    const session = await fetch(`http://127.0.0.1:${bffPort}/bff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'bearer-session' },
      body: JSON.stringify({ userName: 'demo', password: 'demo1234' }),
    });
    const { sessionId } = /** @type {{ sessionId: string }} */ (await session.json());
    const viaBff = { base: `http://127.0.0.1:${bffPort}/api`, headers: { authorization: `Bearer ${sessionId}` } };

    console.info(`${files} concurrent uploads of ${(png.length / 1024 / 1024).toFixed(1)} MB PNG images`);
    await prepareDraft(direct, 'direct');
    const directRun = await uploadAll(direct, png, files);
    console.info(`  direct run done in ${directRun.seconds.toFixed(2)} s`);

    await prepareDraft(viaBff, 'bff');
    const pid = /** @type {number} */ (bff.pid);
    const baseline = rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 20);
    const bffRun = await uploadAll(viaBff, png, files);
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));

    const growthMb = (peak - baseline) / 1024 / 1024;
    const ratio = bffRun.mbPerSecond / directRun.mbPerSecond;
    console.info('\n                 time      throughput');
    console.info(`  direct        ${directRun.seconds.toFixed(2)} s   ${directRun.mbPerSecond.toFixed(1)} MB/s`);
    console.info(`  through BFF   ${bffRun.seconds.toFixed(2)} s   ${bffRun.mbPerSecond.toFixed(1)} MB/s`);
    console.info(`\n  BFF throughput / direct   ${(ratio * 100).toFixed(0)} %   (target ≥ 80 %)`);
    console.info(`  BFF RSS baseline          ${(baseline / 1024 / 1024).toFixed(1)} MB`);
    console.info(`  BFF peak RSS growth       ${growthMb.toFixed(1)} MB   (target ≤ 64 MB)`);
    return { direct: directRun, bff: bffRun, ratio, growthMb };
  } finally {
    await Promise.all([stopChild(bff), stopChild(upstream)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runUploadsBenchmark(process.argv.slice(2));
