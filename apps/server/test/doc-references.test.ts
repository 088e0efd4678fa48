import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every reference a comment makes resolves inside the repository: a domain rule is cited by a
 * section of docs/domain.md (or docs/decisions.md, docs/glossary.md), never by a document kept
 * elsewhere or by an issue's number, and a `docs/<file>.md#anchor` names a heading of that file.
 * The links between the docs themselves resolve too.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const docsDir = path.join(root, 'docs');

/** The folders whose code is read, and what is never code of ours inside them. */
const codeRoots = ['apps', 'packages', 'e2e', 'scripts'];
const rootFiles = ['eslint.config.js', 'vitest.config.ts'];
const skipped = new Set(['node_modules', 'dist', '.tsbuild', 'artifacts', 'coverage', 'test-results', 'playwright-report']);
const codeFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Documents kept outside the repository that comments used to cite. */
const outsideDocument = /\b(SPEC|DOMAIN|SERBIA|SEF-API|VAT-AND-LEDGER|ARCHITECTURE|STACK)(\.md)?\b|\b[Ss]pec §\s?\d|\bshared\/(docs|spec)\//;
/** An issue cited by its number, in either case, with or without `#`. */
const issueNumber = /\bissues?\s+#?\d+/i;
/** A docs file named with an anchor, or with a heading quoted instead of an anchor. */
const docReference = /(?:docs\/)?\b([a-z][a-z0-9-]*)\.md(#[\p{L}\p{N}_-]+|\s*,?\s*"[^"]*)?/gu;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors of a Markdown text, a repeated heading numbered as GitHub numbers it. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (!heading?.[1]) continue;
    const anchor = headingAnchor(heading[1]);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** The anchors of every file in docs/, by file name without `.md`. */
function docsAnchors(): Map<string, Set<string>> {
  const docs = new Map<string, Set<string>>();
  for (const name of readdirSync(docsDir)) {
    if (name.endsWith('.md')) docs.set(name.slice(0, -3), anchorsOf(readFileSync(path.join(docsDir, name), 'utf8')));
  }
  return docs;
}

/** The text of every comment of a source file, as the compiler's parser finds them (strings are not comments). */
function commentsOf(fileName: string, text: string): { line: number; text: string }[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const comments = new Map<number, { line: number; text: string }>();
  const take = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (!comments.has(r.pos)) comments.set(r.pos, { line: source.getLineAndCharacterOfPosition(r.pos).line + 1, text: text.slice(r.pos, r.end) });
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...comments.values()].sort((a, b) => a.line - b.line);
}

/** What is wrong with the references of one text's comments (or of a Markdown text, all of it). */
function referenceProblems(fileName: string, text: string, docs: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  const markdown = fileName.endsWith('.md');
  // most files cite nothing: only a text that could hold a reference is parsed for its comments
  if (!markdown && !outsideDocument.test(text) && !issueNumber.test(text) && !/\.md\b/.test(text)) return [];
  const pieces = markdown ? text.split('\n').map((line, i) => ({ line: i + 1, text: line })) : commentsOf(fileName, text);
  for (const piece of pieces) {
    const where = `${fileName}:${piece.line}`;
    // a comment's lines joined, so a reference wrapped over two lines is read whole
    const body = piece.text.replace(/\n\s*(\*(?!\/)|\/\/)?\s*/g, ' ');
    if (!markdown) {
      const outside = outsideDocument.exec(body);
      if (outside) problems.push(`${where}: cites a document outside the repository (${outside[0]}); cite docs/domain.md#… instead`);
      const issue = issueNumber.exec(body);
      if (issue) problems.push(`${where}: cites an issue (${issue[0]}); state the rule or cite docs/decisions.md#…`);
    }
    for (const m of markdown ? [] : body.matchAll(docReference)) {
      const [, name, rest] = m;
      if (!name || !docs.has(name)) continue;
      if (rest?.startsWith('#')) {
        if (!docs.get(name)?.has(rest.slice(1))) problems.push(`${where}: docs/${name}.md${rest} names no heading of docs/${name}.md`);
      } else if (rest) {
        problems.push(`${where}: cites docs/${name}.md by a quoted title (${rest.trim()}"); cite its anchor (docs/${name}.md#…)`);
      }
    }
    if (markdown) {
      for (const m of body.matchAll(/\]\(([^)\s#]*\.md)?(#[^)\s]+)?\)/g)) {
        const [, target, anchor] = m;
        if (!target && !anchor) continue;
        const file = target ? path.resolve(path.dirname(path.join(root, fileName)), target) : path.join(root, fileName);
        if (!existsSync(file)) problems.push(`${where}: links to ${target}, which does not exist`);
        else if (anchor && !anchorsOf(readFileSync(file, 'utf8')).has(anchor.slice(1))) problems.push(`${where}: links to ${target ?? ''}${anchor}, which names no heading`);
      }
    }
  }
  return problems;
}

/** Every file whose references are checked, from the repository's root. */
function checkedFiles(): string[] {
  const files = [...rootFiles, 'README.md', ...readdirSync(docsDir).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`)];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (codeFile.test(entry.name)) files.push(rel);
    }
  };
  for (const dir of codeRoots) walk(dir);
  return files;
}

describe('references resolve inside the repository', () => {
  const docs = docsAnchors();

  it('finds a planted citation of an outside document, an issue number and an anchor that names no heading', () => {
    const planted = [
      '/** Locks a document (SPEC.md §4; VAT-AND-LEDGER.md A3). */',
      'export const a = 1; // the tax point (issue 22 §4)',
      '// see docs/decisions.md#no-such-heading and docs/domain.md#the-vat-point',
      '/* spec §7 "Auth" */',
      '// docs/decisions.md "The tax point"',
      "export const s = 'issue 4, 1 March, SPEC.md'; // a string is not a comment",
    ].join('\n');
    const problems = referenceProblems('planted.ts', planted, docs);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain('planted.ts:1: cites a document outside the repository (SPEC.md)');
    expect(problems[1]).toContain('planted.ts:2: cites an issue (issue 22)');
    expect(problems[2]).toContain('docs/decisions.md#no-such-heading names no heading');
    expect(problems[3]).toContain('planted.ts:4: cites a document outside the repository (spec §7)');
    expect(problems[4]).toContain('planted.ts:5: cites docs/decisions.md by a quoted title');
  });

  it('finds a broken link between the docs', () => {
    const problems = referenceProblems('docs/planted.md', 'See [the lock](domain.md#no-lock-here) and [missing](nowhere.md).', docs);
    expect(problems).toEqual([
      'docs/planted.md:1: links to domain.md#no-lock-here, which names no heading',
      'docs/planted.md:1: links to nowhere.md, which does not exist',
    ]);
  });

  it('reads a reference wrapped over two comment lines whole', () => {
    const text = '/**\n * the rule (docs/decisions.md#the-tax-point), as the\n * issue 22 had it\n */\nexport const b = 2;\n';
    expect(referenceProblems('wrapped.ts', text, docs)).toEqual(['wrapped.ts:1: cites an issue (issue 22); state the rule or cite docs/decisions.md#…']);
    // an anchor is never wrapped: its second half is lost
    expect(referenceProblems('wrapped.ts', '/** see docs/domain.md#the-vat-\n * point */\nexport const c = 3;\n', docs)).toHaveLength(1);
  });

  it('holds for every comment of the code and every link of the docs', { timeout: 120_000 }, () => {
    const problems = checkedFiles().flatMap((file) => referenceProblems(file, readFileSync(path.join(root, file), 'utf8'), docs));
    expect(problems).toEqual([]);
  });
});
