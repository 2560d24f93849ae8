#!/usr/bin/env node
// npm run bench:media: a 5 MB lesson video (a protected file) read through signed URLs on loopback,
// against a production start (the built server when dist/ exists, else the sources through tsx) on a
// fresh DATA_DIR with the embedded PostgreSQL. Byte ranges as a video player asks for them, one
// viewer (1 connection) and ten at once; prints req/s, p50/p99 latency and throughput. The target is
// p99 <= 20 ms for a range request of the 5 MB video. Beside it, in the same run, a bare Node HTTP
// server streams the same file's ranges from disk: the machine's own floor. The server's CPU time per
// request is shown too (from /proc): it depends less than latency on what else the machine runs.
// Figures, not asserts.
// STORAGE_URL (e.g. an s3:// bucket) is passed on to the server, and the video is stored there.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_MAIN, freePort, nodeFlags, rssMb, startBuiltServer, stopServer, waitFor } from './support.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const VIDEO_BYTES = 5 * 1024 * 1024;
const MiB = 1024 * 1024;

/**
 * `connections` keep-alive clients, each sending one request after the other for `seconds` and
 * reading every answer to its end (autocannon's parser, not the server, limits it on bodies of megabytes).
 */
/** CPU time (user + system, ms) a process has used so far, from /proc (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function bench({ url, method = 'GET', headers = () => ({}), connections = 1, seconds = DURATION }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < end) {
      const started = process.hrtime.bigint();
      await new Promise((resolve) => {
        const req = http.request(url, { method, agent, headers: headers() }, (res) => {
          if (res.statusCode >= 400 && !url.includes('unsigned')) errors++;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', resolve);
        });
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end();
      });
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return { requests: latencies.length / seconds, p50: at(0.5), p99: at(0.99), mbPerSecond: bytes / seconds / 1e6, errors };
}

// The server's own code signs the URL and stores the file: from dist/ when built, else from src/ through tsx.
const built = fs.existsSync(SERVER_MAIN);
const require = createRequire(import.meta.url);
if (!built) (await import('tsx/cjs/api')).register();
const load = async (rel) => require(built ? path.join(ROOT, 'dist', 'server', `${rel}.js`) : path.join(ROOT, 'src', 'server', `${rel}.ts`));
const { MediaUrls } = await load('modules/media/mediaUrls');
const { createStorageAdapter } = await load('adapters/storage/createStorageAdapter');
const { parseStorageUrl } = await load('adapters/storage/storageLocation');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-media-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const barePort = await freePort();
const jwtSecret = crypto.randomBytes(36).toString('base64url');
const env = { DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: jwtSecret, SEED_DEMO: 'false' };
const server = built
  ? startBuiltServer(env)
  : spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(ROOT, 'src', 'server', 'main.ts')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });

// Node's http and fs only: one file, one range, no checks.
const bare = spawn(process.execPath, ['-e', `
  const fs = require('fs');
  const file = process.argv[1];
  require('http').createServer((req, res) => {
    if (req.url === '/health') return res.end('ok');
    const size = fs.statSync(file).size;
    const m = /^bytes=(\\d*)-(\\d*)$/.exec(req.headers.range || '');
    const start = m && m[1] ? Number(m[1]) : 0;
    const end = m && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    res.writeHead(m ? 206 : 200, { 'content-length': end - start + 1, 'content-type': 'video/mp4', ...(m ? { 'content-range': 'bytes ' + start + '-' + end + '/' + size } : {}) });
    fs.createReadStream(file, { start, end }).pipe(res);
  }).listen(${barePort}, '127.0.0.1');
`, path.join(dataDir, 'bare.mp4')], { cwd: ROOT, stdio: 'inherit' });

const rows = [];
try {
  await waitFor(`http://127.0.0.1:${port}/api/health`, server);
  await waitFor(`http://127.0.0.1:${barePort}/health`, bare);
  const base = `http://127.0.0.1:${port}`;

  // A 5 MB video stored through the storage adapter the server uses, under a random name.
  const storage = createStorageAdapter(parseStorageUrl(process.env.STORAGE_URL, path.join(dataDir, 'storage')));
  const name = `${crypto.randomUUID()}.mp4`;
  const video = crypto.randomBytes(VIDEO_BYTES);
  await storage.write('course-video', name, video);
  fs.writeFileSync(path.join(dataDir, 'bare.mp4'), video);
  await storage.close();
  const urls = new MediaUrls({ secret: new TextEncoder().encode(jwtSecret), ttlSeconds: 600, storageBaseUrl: '/storage' });
  const signed = `${base}${urls.urlFor('course-video', name, 'bench-viewer')}`;
  const check = await fetch(signed, { headers: { range: 'bytes=0-99' } });
  if (check.status !== 206) throw new Error(`the signed URL answered ${check.status}`);
  const afterStartRss = rssMb(server.pid, 'VmRSS');

  /** A range of `size` bytes at a random offset of the video, new for every request. */
  const randomRange = (size) => () => {
    const start = Math.floor(Math.random() * (VIDEO_BYTES - size));
    return { range: `bytes=${start}-${start + size - 1}` };
  };
  const fixed = (headers) => () => headers;
  const bareUrl = `http://127.0.0.1:${barePort}/video`;
  const cases = [
    ['bare Node: Range 1 MiB at a random offset', 1, { url: bareUrl, headers: randomRange(MiB) }],
    ['seek: Range 1 MiB at a random offset', 1, { headers: randomRange(MiB) }],
    ['seek: Range 256 KiB at a random offset', 1, { headers: randomRange(256 * 1024) }],
    ['seek: Range 64 KiB at a random offset', 1, { headers: randomRange(64 * 1024) }],
    ['bare Node: Range bytes=0- (5 MB)', 1, { url: bareUrl, headers: fixed({ range: 'bytes=0-' }) }],
    ['first request of a player: Range bytes=0- (5 MB)', 1, { headers: fixed({ range: 'bytes=0-' }) }],
    ['HEAD (size and type)', 1, { method: 'HEAD' }],
    ['Range 1 MiB at a random offset, 10 viewers', 10, { headers: randomRange(MiB) }],
    ['unsigned (403 MEDIA_URL_INVALID)', 1, { url: `${base}/storage/course-video/${name}?unsigned` }],
  ];
  for (const [label, connections, opts] of cases) {
    const options = { url: signed, connections, ...opts };
    // A short warm-up so JIT and pools are ready before measuring.
    await bench({ ...options, seconds: 1 });
    const pid = options.url.startsWith(bareUrl) ? bare.pid : server.pid;
    const cpuBefore = cpuMs(pid);
    const res = await bench(options);
    const cpu = cpuMs(pid) - cpuBefore;
    rows.push({
      case: label,
      connections,
      'req/s': Math.round(res.requests),
      'p50 ms': Number(res.p50.toFixed(1)),
      'p99 ms': Number(res.p99.toFixed(1)),
      'MB/s': Math.round(res.mbPerSecond),
      'server CPU ms/req': Number((cpu / (res.requests * DURATION)).toFixed(2)),
      errors: res.errors,
    });
  }
  console.log(`\nmedia bench: ${built ? 'built server (dist/)' : 'sources through tsx'}, storage ${process.env.STORAGE_URL ? 'from STORAGE_URL' : 'on disk'}, ${DURATION} s per case, ${os.cpus().length} CPUs`);
  console.table(rows);
  const p99 = (prefix) => rows.find((r) => r.case.startsWith(prefix))['p99 ms'];
  console.log(`server RSS after start ${afterStartRss.toFixed(0)} MB, peak ${rssMb(server.pid, 'VmHWM').toFixed(0)} MB`);
  console.log(`target: p99 <= 20 ms for a range request of the 5 MB video: 1 MiB seek p99 ${p99('seek: Range 1 MiB')} ms (bare Node ${p99('bare Node: Range 1 MiB')} ms), 256 KiB ${p99('seek: Range 256')} ms, whole file ${p99('first request')} ms (bare Node ${p99('bare Node: Range bytes=0-')} ms)`);
} finally {
  bare.kill();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
