// The JavaScript a browser must fetch before the first route renders: the entry module of the
// built index.html plus everything it modulepreloads, gzip level 9 as a CDN would serve it.
// Run: npm run bench:bundle (builds apps/web first).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TARGET_KB = 300;
const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`bundle-size: ${indexFile} is missing; run npm run build -w apps/web first`);
  process.exit(1);
}
const html = fs.readFileSync(indexFile, 'utf8');

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

const entries = tags('script').filter((t) => attr(t, 'type') === 'module' && attr(t, 'src')).map((t) => attr(t, 'src'));
const preloads = tags('link').filter((t) => attr(t, 'rel') === 'modulepreload' && attr(t, 'href')).map((t) => attr(t, 'href'));
const styles = tags('link').filter((t) => attr(t, 'rel') === 'stylesheet' && attr(t, 'href')).map((t) => attr(t, 'href'));
if (entries.length === 0) {
  console.error('bundle-size: no <script type="module" src> in index.html');
  process.exit(1);
}

const fileOf = (url) => path.join(dist, new URL(url, 'http://x/').pathname);
const measure = (url) => {
  const bytes = fs.readFileSync(fileOf(url));
  return { url, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const js = [...new Set([...entries, ...preloads])].map(measure);
for (const f of js) console.log(`  ${f.url}  ${kb(f.raw)} raw, ${kb(f.gzip)} gzip`);
const css = styles.map(measure);
for (const f of css) console.log(`  ${f.url}  ${kb(f.raw)} raw, ${kb(f.gzip)} gzip (css)`);

const raw = js.reduce((s, f) => s + f.raw, 0);
const gzip = js.reduce((s, f) => s + f.gzip, 0);
const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
console.log(`initial JS (entry + ${js.length - 1} modulepreloads): ${kb(gzip)} gzip, ${kb(raw)} raw; ${allJs.length} JS files in the build (target ≤ ${TARGET_KB} KB gzip)`);
if (css.length) console.log(`initial CSS: ${kb(css.reduce((s, f) => s + f.gzip, 0))} gzip`);
