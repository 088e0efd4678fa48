// Which web features import which (apps/web/src/features/<feature>/): the one definition that
// `npm run health` (scripts/code-health.mjs) counts pairs both ways by and the lint rule
// `knjige/feature-pairs` (eslint.config.js) fails them by. Reads the sources with the TypeScript
// parser (no type checking), so comments and strings never count; a relative specifier is
// resolved against the importing file, so no spelling of the path slips by.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The module specifiers a file imports (static imports and exports, type-only ones too, dynamic `import('…')`). */
export function importsOf(source) {
  const specs = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specs.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specs.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

export const parse = (file) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** A relative specifier resolved to a path inside the repository (without extension); null for a package. */
export const resolved = (file, spec) => (spec.startsWith('.') ? path.resolve(path.dirname(file), spec).replace(/\.(js|ts|tsx)$/, '') : null);

/** The feature a path lies in, or null outside apps/web/src/features/ (shared/, app/). */
export function featureOf(root, file) {
  const features = path.join(root, 'apps/web/src/features');
  return file.startsWith(features + path.sep) ? path.relative(features, file).split(path.sep)[0] : null;
}

const isTest = (f) => /\.test\.tsx?$/.test(f);

/** Every `from→to` of a feature importing another; tests only when `tests` is set. */
export function webFeatureImports(root, { tests = false } = {}) {
  const imports = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(full) && !full.endsWith('.d.ts') && (tests || !isTest(full))) {
        const from = featureOf(root, full);
        for (const spec of importsOf(parse(full))) {
          const target = resolved(full, spec);
          const to = target && featureOf(root, target);
          if (to && to !== from) imports.add(`${from}→${to}`);
        }
      }
    }
  };
  walk(path.join(root, 'apps/web/src/features'));
  return imports;
}

/** The pairs that import each other both ways, as `a ↔ b` (a before b). */
export const pairsBothWays = (imports) =>
  [...imports]
    .map((p) => p.split('→'))
    .filter(([a, b]) => a < b && imports.has(`${b}→${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`);
