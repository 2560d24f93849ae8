// What the benches share: a free port, waiting for a server, its memory, and starting the built server
// the way `npm run serve` does (package.json config.nodeFlags).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const SERVER_MAIN = path.join(ROOT, 'dist', 'server', 'main.js');

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** A process's memory in MB: VmRSS now, or VmHWM (the peak). */
export function rssMb(pid, field = 'VmHWM') {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** The node flags of `npm run serve`. */
export const nodeFlags = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).config?.nodeFlags ?? '').split(' ').filter(Boolean);

/** Starts the built server (dist/) with `env` added to this process's environment. */
export function startBuiltServer(env, stdio = ['ignore', 'ignore', 'inherit']) {
  return spawn(process.execPath, [...nodeFlags, SERVER_MAIN], { cwd: ROOT, env: { ...process.env, ...env }, stdio });
}

/** SIGTERM, then waits for the exit. */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export function requireBuild() {
  if (!fs.existsSync(SERVER_MAIN)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

/** Runs `work` over `items`, `limit` at a time. */
export async function pool(items, limit, work) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i], i);
      }
    }),
  );
  return out;
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
