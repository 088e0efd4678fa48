// The rule `knjige/family-tables`: a family's tables (what `documents/<family>/*.tables.ts` exports)
// are read only inside that family's folder; every other file takes what it needs through the
// family's registry entry (documents/family.ts). Imports are resolved, never matched as strings:
// a relative path is resolved against the importing file, and a name taken from the schema barrel
// (platform/db/schema, which re-exports every table) is looked up among the families' exports.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const documentsDir = path.join(repoRoot, 'apps/server/src/documents');
const barrel = 'apps/server/src/platform/db/schema';
const familyTablePath = /^apps\/server\/src\/documents\/([^/]+)\/[^/]+\.tables$/;

/** Exceptions, each an importer (path from the repository root) and the families it may take tables from. */
export const familyTableExceptions = [
  { file: 'apps/server/src/platform/db/schema.ts', families: '*', reason: 'the schema barrel: the database client and the migrations check see every table' },
  { file: 'apps/server/src/documents/avr/avr.tables.ts', families: ['trn', 'prod', 'ur'], reason: 'foreign keys: an advance is closed by a payment line (trn) and by a final invoice (prod, ur)' },
  { file: 'apps/server/src/documents/fak/fak.tables.ts', families: ['fis'], reason: 'foreign key: an invoice made for a register receipt' },
  { file: 'apps/server/src/documents/jci/jci.tables.ts', families: ['ur'], reason: 'foreign key: the customs declaration of an incoming invoice' },
  { file: 'apps/server/src/documents/prn/prn.tables.ts', families: ['prod'], reason: 'foreign key and the sale columns a pro-forma shares with the invoice' },
  { file: 'apps/server/src/documents/knz/knz.tables.ts', families: ['correction'], reason: "the corrections' shared table builders" },
  { file: 'apps/server/src/documents/knod/knod.tables.ts', families: ['correction'], reason: "the corrections' shared table builders" },
  { file: 'apps/server/src/documents/desk-figures.repo.ts', families: ['trn'], reason: "the desk's bank column reads the last bank statement" },
  { file: 'apps/server/src/platform/db/client.ts', families: '*', reason: 'the database layer is given the whole schema' },
  { file: 'apps/server/src/documents/avr/', families: ['trn'], reason: 'an advance is paid by a bank statement line, which it reads and prints' },
  { file: 'apps/server/src/documents/carry-forward.repo.ts', families: ['psr', 'psk'], reason: "the year's carry-forward writes the new year's opening stock (psr) and opening balances (psk)" },
  { file: 'apps/server/src/documents/correction/corrected-invoices.repo.ts', families: ['fak', 'prod', 'ur', 'zrn'], reason: 'a credit or debit note names the invoices it corrects' },
  { file: 'apps/server/src/documents/fak/', families: ['fis'], reason: 'a retail invoice is made for register receipts, whose lines it takes' },
  { file: 'apps/server/src/documents/internal-invoice/', families: ['ur', 'zrn'], reason: 'an internal invoice is issued for a foreign supplier’s incoming or expense invoice (reverse charge)' },
  { file: 'apps/server/src/documents/jci/', families: ['ur'], reason: 'a customs declaration belongs to an incoming invoice' },
  { file: 'apps/server/src/documents/ur/', families: ['jci'], reason: "an incoming invoice's landed cost takes its customs declarations' duties" },
  { file: 'apps/server/src/documents/prn/', families: ['prod'], reason: 'a pro-forma becomes a sales invoice and shares its sale columns' },
  { file: 'apps/server/src/documents/prod/', families: ['prn'], reason: 'the invoice print serves the pro-forma with the same model' },
];
/** Tests, benchmarks and their helpers check the database directly: they may take any table from the schema barrel (not a family's tables module). */
const readsAnyTable = /(\.test\.ts$|^apps\/server\/(test|bench)\/)/;

/** Every name a family's tables modules export (tables, their builders and relations), with its family. */
function familyExports() {
  const byName = new Map();
  for (const family of readdirSync(documentsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    for (const file of readdirSync(path.join(documentsDir, family)).filter((f) => f.endsWith('.tables.ts'))) {
      const text = readFileSync(path.join(documentsDir, family, file), 'utf8');
      for (const m of text.matchAll(/^export (?:const|function|let|class) (\w+)/gm)) byName.set(m[1], family);
      for (const m of text.matchAll(/^export \{([^}]*)\}/gm)) for (const part of m[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/).pop();
        if (name) byName.set(name, family);
      }
    }
  }
  return byName;
}
const exportsByName = familyExports();

const relative = (file) => path.relative(repoRoot, file).split(path.sep).join('/');
const withoutExtension = (p) => p.replace(/\.(js|ts|mjs)$/, '');

export const familyTablesRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      outside: "A family's table is read only inside its family (documents/{{family}}/): take what you need through its registry entry (documents/family.ts), or list an exception with its reason in eslint-rules/family-tables.mjs.",
      namespace: 'The schema barrel is imported by name outside the database layer, so that no family table passes unseen.',
    },
  },
  create(context) {
    const importer = relative(context.physicalFilename);
    const allowed = familyTableExceptions.find((e) => (e.file.endsWith('/') ? importer.startsWith(e.file) : e.file === importer))?.families ?? [];
    const mayRead = (family) => importer.startsWith(`apps/server/src/documents/${family}/`) || allowed === '*' || allowed.includes(family);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = withoutExtension(relative(path.resolve(path.dirname(context.physicalFilename), source)));
      const family = familyTablePath.exec(target)?.[1];
      if (family && !mayRead(family)) context.report({ node: node.source, messageId: 'outside', data: { family } });
      if (target !== barrel || allowed === '*' || readsAnyTable.test(importer)) return;
      for (const spec of node.specifiers ?? []) {
        if (spec.type === 'ImportNamespaceSpecifier' || (node.type === 'ExportAllDeclaration')) {
          context.report({ node: spec, messageId: 'namespace' });
          continue;
        }
        const name = spec.type === 'ImportSpecifier' ? (spec.imported.name ?? spec.imported.value) : spec.type === 'ExportSpecifier' ? (spec.local.name ?? spec.local.value) : null;
        const owner = name && exportsByName.get(name);
        if (owner && !mayRead(owner)) context.report({ node: spec, messageId: 'outside', data: { family: owner } });
      }
      if (node.type === 'ExportAllDeclaration') context.report({ node: node.source, messageId: 'namespace' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
