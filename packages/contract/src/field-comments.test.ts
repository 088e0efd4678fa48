// Every field of a contract schema says what it means in a JSDoc comment (docs/glossary.md explains
// the Serbian names; the comment gives the meaning where the field is declared). Reads the sources
// with the TypeScript parser (no type checking) and lists each object-schema property without one.
//
// A shape is the object literal given to `z.object`, `z.strictObject`, `z.looseObject`, or a
// schema's `.extend` / `.safeExtend`, and any object literal bound to a name that a shape spreads
// (`...docHeaderInput`) or that is given to one of those builders, followed across relative imports.
// Spread entries are not fields (their own shape is checked where it is declared). The comment
// stands on the lines above the field, where TypeScript attaches it and an editor shows it: one
// after `{` or `,` on the field's own line belongs to what comes before, so it does not count.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const BUILDERS = new Set(['object', 'strictObject', 'looseObject']);
const EXTENDERS = new Set(['extend', 'safeExtend']);

/** The object literal a builder call is given as its shape, if the call is one. */
function shapeArgument(call: ts.CallExpression): ts.Expression | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const name = callee.name.text;
  const isBuilder = BUILDERS.has(name) && ts.isIdentifier(callee.expression) && callee.expression.text === 'z';
  return isBuilder || EXTENDERS.has(name) ? call.arguments[0] : undefined;
}

/** A JSDoc with some text stands before the property (on its line or the lines above). */
const hasJsDoc = (node: ts.Node): boolean =>
  ts.getJSDocCommentsAndTags(node).some((d) => ts.isJSDoc(d) && Boolean(ts.getTextOfJSDocComment(d.comment)?.trim()));

interface Source { file: string; source: ts.SourceFile }

/**
 * The fields without a JSDoc comment, as `file:line name`, over the given sources. `resolve` turns a
 * relative import of one source into the key of another (null: outside the set).
 */
function uncommentedFields(sources: Source[], resolve: (from: string, spec: string) => string | null): string[] {
  const byFile = new Map(sources.map((s) => [s.file, s.source]));
  // per file: the object literals bound to a top-level name, and the names it imports (local → [file, exported])
  const literals = new Map<string, Map<string, ts.ObjectLiteralExpression>>();
  const imports = new Map<string, Map<string, [string, string]>>();
  for (const { file, source } of sources) {
    const own = new Map<string, ts.ObjectLiteralExpression>();
    const imported = new Map<string, [string, string]>();
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && d.initializer && ts.isObjectLiteralExpression(d.initializer)) own.set(d.name.text, d.initializer);
        }
      } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolve(file, statement.moduleSpecifier.text);
        const bindings = statement.importClause?.namedBindings;
        if (target && bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) imported.set(el.name.text, [target, (el.propertyName ?? el.name).text]);
        }
      }
    }
    literals.set(file, own);
    imports.set(file, imported);
  }
  const declared = (file: string, name: string): [string, ts.ObjectLiteralExpression] | null => {
    const own = literals.get(file)?.get(name);
    if (own) return [file, own];
    const via = imports.get(file)?.get(name);
    return via ? declared(via[0], via[1]) : null;
  };

  const shapes = new Map<ts.ObjectLiteralExpression, string>();
  const addShape = (file: string, expr: ts.Expression | undefined) => {
    if (!expr) return;
    if (ts.isObjectLiteralExpression(expr)) {
      if (shapes.has(expr)) return;
      shapes.set(expr, file);
      for (const p of expr.properties) if (ts.isSpreadAssignment(p)) addShape(file, p.expression);
    } else if (ts.isIdentifier(expr)) {
      const found = declared(file, expr.text);
      if (found) addShape(found[0], found[1]);
    }
  };
  for (const { file, source } of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) addShape(file, shapeArgument(node));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const missing: string[] = [];
  for (const [shape, file] of shapes) {
    const source = byFile.get(file);
    if (!source) continue;
    for (const p of shape.properties) {
      if (ts.isSpreadAssignment(p) || hasJsDoc(p)) continue;
      const line = source.getLineAndCharacterOfPosition(p.getStart(source)).line + 1;
      missing.push(`${file}:${line} ${p.name?.getText(source) ?? '?'}`);
    }
  }
  return missing.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** The contract's sources (tests left out), keyed by their path inside `src/`. */
function contractSources(): Source[] {
  const dir = path.dirname(new URL(import.meta.url).pathname);
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return files.map((f) => ({ file: f.split(path.sep).join('/'), source: parse(f, fs.readFileSync(path.join(dir, f), 'utf8')) }));
}
const resolveIn = (keys: Set<string>) => (from: string, spec: string) => {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(from), spec).replace(/\.(js|ts)$/, '');
  return [`${base}.ts`, `${base}/index.ts`].find((k) => keys.has(k)) ?? null;
};

describe('contract field comments', () => {
  it('lists the fields without a comment in a builder, an extension, a nested schema and a spread shape', () => {
    const fixture = [
      "import { z } from './zod-config';",
      "import { shared } from './shared';",
      'const local = {',
      '  /** the row a line belongs to */',
      '  docId: z.number(),',
      '  oznaka: z.string(),',
      '};',
      'export const a = z.object({',
      '  /** the amount, hundredths */',
      '  iznos: z.number(),',
      '  // a line comment is not a JSDoc',
      '  pdvId: z.number(),',
      '  ...local,',
      '  ...shared,',
      '});',
      'export const b = a.extend({ status: z.string() });',
      'export const c = z.strictObject({ /** the note */ napomena: z.string(), nested: z.array(z.object({ x: z.number() })) });',
    ].join('\n');
    const shared = 'export const shared = {\n  /** the client */\n  komId: 1,\n  komNaziv: 2,\n};\n';
    const sources = [{ file: 'fixture.ts', source: parse('fixture.ts', fixture) }, { file: 'shared.ts', source: parse('shared.ts', shared) }];
    expect(uncommentedFields(sources, resolveIn(new Set(['fixture.ts', 'shared.ts'])))).toEqual([
      'fixture.ts:6 oznaka',
      'fixture.ts:12 pdvId',
      'fixture.ts:16 status',
      'fixture.ts:17 napomena',
      'fixture.ts:17 nested',
      'fixture.ts:17 x',
      'shared.ts:4 komNaziv',
    ]);
  });

  it('every field of the contract has a comment', () => {
    const sources = contractSources();
    const missing = uncommentedFields(sources, resolveIn(new Set(sources.map((s) => s.file))));
    expect(missing, `fields without a /** comment */:\n${missing.join('\n')}`).toEqual([]);
  });
});
