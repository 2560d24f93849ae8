#!/usr/bin/env node
// This machine's registry lacks some optional platform packages (e.g. unrs-resolver's bindings for
// android, darwin, win32), so `npm install` cannot record them and `npm ci` on a fresh clone then
// refuses the lock ("Missing: X@ from lock file"). This adds each missing one to package-lock.json
// as an optional entry with the os/cpu its name says, so `npm ci` skips it without fetching.
// Run it after `npm install <something>`, then check `npm ci` in a fresh clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const probe = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { encoding: 'utf8' });
const missing = [...new Set([...(probe.stdout + probe.stderr).matchAll(/Missing: (\S+)@ from lock file/g)].map((m) => m[1]))];
if (!missing.length) {
  console.log('package-lock.json is complete for npm ci');
  process.exit(0);
}
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];
for (const name of missing) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const parent = Object.values(lock.packages).find((p) => p.optionalDependencies?.[name]);
  if (!os || !cpu || !parent) {
    console.error(`cannot tell the platform or version of ${name}: fix by hand`);
    process.exit(1);
  }
  const entry = { version: parent.optionalDependencies[name], cpu: [cpu], dev: parent.dev || undefined, license: 'MIT', optional: true, os: [os] };
  if (/gnu/.test(name)) entry.libc = ['glibc'];
  if (/musl/.test(name)) entry.libc = ['musl'];
  lock.packages[`node_modules/${name}`] = entry;
  console.log(`added ${name} (${os}/${cpu})`);
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
