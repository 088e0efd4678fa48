// Bundles the server into dist/server.js for `npm start`: one file of our own code (the workspace
// packages included), every npm dependency left external. Starting it skips compiling TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@knjige/'));

await build({
  // The backup and parse workers are files of their own beside the server (loaded by path).
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'backup-worker': path.join(here, 'src/platform/backup/dump-worker.ts'),
    'parse-worker': path.join(here, 'src/master/parsing/parse-worker.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server bundled: apps/server/dist/server.js');
