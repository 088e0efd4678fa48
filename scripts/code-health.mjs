// The code's health in figures, as CI prints them (docs/benchmarks.md#code-health keeps the
// history): where the server's queries are, which imports run back up between the server's
// floors, which web features import each other both ways, how many type casts there are, and how
// many repository functions write (take a Tx) and how many only read (take a Reader).
// Reads the TypeScript sources with the compiler's parser (no type checking): comments and strings
// are never counted. Prints a table; `--json` prints the figures as JSON. Never fails the run.
//
// Definitions:
// - A query site is a call of the query builder on a database or transaction: `.select(`,
//   `.selectDistinct(`, `.$count(`, `.execute(`, and `.insert(T)`, `.update(T)`, `.delete(T)` whose
//   argument `T` is a table (a name imported from a `*.tables` file or the schema barrel, or
//   declared with `pgTable`). Test files, benchmarks and scripts are left out.
// - The server's floors, lowest first, as scripts/server-floors.mjs lists them (the lint rule
//   `knjige/server-floors` enforces the same list): platform → master data → ledgers → documents →
//   reports → outputs and integrations → the app (app.ts, server.ts, wiring.ts, seed). An import
//   from a file on a lower floor of a file on a higher one runs back up. The schema barrel
//   (platform/db/schema.ts, the one list of tables the database layer is given) is left out as an
//   importer. `--floors` lists every import that runs back up, file by file.
// - A web feature pair both ways: feature A imports a file of feature B and B one of A.
// - A cast is `x as T` or `<T>x`, `as const` excluded.
// - A repository function's handle: the type written on the first parameter of a function in a
//   `*.repo.ts` file: `Tx` (it writes or locks), `Reader` (it reads) or `Db` (lint refuses it there).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importsOf, pairsBothWays, parse, resolved, webFeatureImports } from './web-feature-imports.mjs';
import { FLOOR_EXCEPTIONS, SERVER_FLOORS, serverFloorOf } from './server-floors.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const json = process.argv.includes('--json');
const listFloors = process.argv.includes('--floors');

function filesUnder(dir, keep) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (keep(full)) out.push(full);
    }
  };
  walk(path.join(root, dir));
  return out;
}
const isSource = (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts');
const rel = (f) => path.relative(root, f);

// ---- query sites and casts over the server's sources
const serverFiles = filesUnder('apps/server/src', isSource);
const QUERY_CALLS = new Set(['select', 'selectDistinct', '$count', 'execute']);
const TABLE_CALLS = new Set(['insert', 'update', 'delete']);
let sitesInRepos = 0;
let sitesElsewhere = 0;
const elsewhere = new Map();

function tablesNamed(source) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /(\.tables|db\/schema)$/.test(node.moduleSpecifier.text.replace(/\.(js|ts)$/, ''))) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.add(el.name.text);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer) && node.initializer.expression.getText(source) === 'pgTable') names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function countCasts(source) {
  let n = 0;
  const visit = (node) => {
    if (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const')) n += 1;
    else if (ts.isTypeAssertionExpression(node)) n += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

function countQueries(source) {
  const tables = tablesNamed(source);
  let n = 0;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      if (QUERY_CALLS.has(name)) n += 1;
      else if (TABLE_CALLS.has(name) && node.arguments.length === 1 && ts.isIdentifier(node.arguments[0]) && tables.has(node.arguments[0].text)) n += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

/** A repository function's handle: the type named on its first parameter (`Tx` writes or locks, `Reader` reads, `Db` the whole database). */
const handles = { Tx: 0, Reader: 0, Db: 0 };
function countHandles(source) {
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body && node.parameters.length) {
      const type = node.parameters[0].type;
      if (type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text in handles) handles[type.typeName.text] += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

let serverCasts = 0;
const serverSources = new Map();
for (const file of serverFiles) {
  const source = parse(file);
  serverSources.set(file, source);
  serverCasts += countCasts(source);
  if (file.endsWith('.repo.ts')) countHandles(source);
  const n = countQueries(source);
  if (!n) continue;
  if (file.endsWith('.repo.ts')) sitesInRepos += n;
  else {
    sitesElsewhere += n;
    elsewhere.set(rel(file), n);
  }
}

// ---- the server's floors
const FLOORS = SERVER_FLOORS.map((f) => f.name);
const serverSrc = path.join(root, 'apps/server/src');
const floorOf = (file) => serverFloorOf(path.relative(serverSrc, file).split(path.sep).join('/'));
const arrows = new Map();
const leftOut = new Set(FLOOR_EXCEPTIONS.map((f) => path.join(serverSrc, f)));
const upImports = [];
for (const [file, source] of serverSources) {
  if (leftOut.has(file)) continue;
  const from = floorOf(file);
  for (const spec of importsOf(source)) {
    const target = resolved(file, spec);
    if (!target || !target.startsWith(path.join(root, 'apps/server/src'))) continue;
    const to = floorOf(target);
    if (from === to) continue;
    const key = `${FLOORS[from]} → ${FLOORS[to]}`;
    const arrow = arrows.get(key) ?? { from, to, imports: 0 };
    arrow.imports += 1;
    arrows.set(key, arrow);
    if (to > from) upImports.push(`${rel(file)} → ${spec}`);
  }
}
const backUp = [...arrows.entries()].filter(([, a]) => a.to > a.from);

// ---- web features importing each other (the definition the lint rule knjige/feature-pairs shares), and the web's casts
let webCasts = 0;
for (const file of filesUnder('apps/web/src', isSource)) webCasts += countCasts(parse(file));
const bothWays = pairsBothWays(webFeatureImports(root));

const figures = {
  querySites: { total: sitesInRepos + sitesElsewhere, inRepositories: sitesInRepos, share: Math.round((1000 * sitesInRepos) / Math.max(1, sitesInRepos + sitesElsewhere)) / 10 },
  serverFloorArrows: { total: arrows.size, backUp: backUp.length, backUpImports: backUp.reduce((s, [, a]) => s + a.imports, 0) },
  webFeaturePairsBothWays: bothWays.length,
  casts: { server: serverCasts, web: webCasts, total: serverCasts + webCasts },
  repositoryHandles: { tx: handles.Tx, reader: handles.Reader, db: handles.Db },
};
if (listFloors) {
  for (const line of upImports) console.log(line);
} else if (json) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  const top = [...elsewhere.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log('Code health');
  console.log(`  query sites in *.repo.ts   ${sitesInRepos} of ${figures.querySites.total} (${figures.querySites.share} %)`);
  console.log(`    most outside: ${top.map(([f, n]) => `${f} ${n}`).join(', ')}`);
  console.log(`  server floor arrows        ${arrows.size}, ${backUp.length} back up (${figures.serverFloorArrows.backUpImports} imports)`);
  for (const [key, a] of backUp.sort((x, y) => y[1].imports - x[1].imports)) console.log(`    ${key}: ${a.imports}`);
  console.log(`  web feature pairs both ways ${bothWays.length}${bothWays.length ? `: ${bothWays.join(', ')}` : ''}`);
  console.log(`  type casts                 ${figures.casts.total} (server ${serverCasts}, web ${webCasts}; as const excluded)`);
  console.log(`  repository functions       ${handles.Tx} take a Tx (write or lock), ${handles.Reader} a Reader (read), ${handles.Db} the database`);
}
