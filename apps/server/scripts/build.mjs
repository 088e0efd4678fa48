// Bundles the server into dist/server.js for `npm start`: one file of our own code (the workspace
// packages included), every npm dependency left external. Starting it skips compiling TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@knjige/'));

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server bundled: apps/server/dist/server.js');
