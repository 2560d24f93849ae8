import fs from 'node:fs';
import path from 'node:path';

/** The project root, found from this file whether it runs from src/ (tests, tsx) or dist/ (build). */
function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && fs.existsSync(path.join(dir, 'src', 'server'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the project root above ${start}`);
    dir = parent;
  }
}

const PROJECT_ROOT = findRoot(__dirname);
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'db', 'migrations');
export const CLIENT_BUILD_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const DEMO_ASSETS_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'seed', 'assets');
/** The SPA's static files in the sources (translations); the build copies them into CLIENT_BUILD_DIR. */
export const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
