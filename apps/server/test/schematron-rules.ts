import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';

/**
 * The vendored SRBDT / EN 16931 schematron (test/schematron, see its README) turned into one XSLT
 * 3.0 stylesheet, and that stylesheet compiled by SaxonJS to its SEF form, once, cached under
 * os.tmpdir() by the stylesheet's hash. The test run's global setup compiles it (prepareRules) so
 * no test pays the compilation inside its timeout.
 */

const SCH = 'http://purl.oclc.org/dsdl/schematron';
const SVRL = 'http://purl.oclc.org/dsdl/svrl';
const here = path.dirname(fileURLToPath(import.meta.url));

/** The entry file: the SRBDT validation schema, which includes the CEN EN 16931 UBL rules. */
export const SCHEMATRON_MAIN = path.join(here, 'schematron', 'srbdt', 'schematron', 'EN16931-UBL-srbdt-validation.sch');

/**
 * Files the entry schema includes that are not vendored (see the README): the UBL syntax binding
 * (UBL-CR-* cardinality warnings and UBL-SR-* rules) and the EN 16931 code lists. A missing file
 * that is not listed here fails the compilation.
 */
const NOT_VENDORED = new Set(['EN16931-syntax.sch', 'EN16931-UBL-syntax.sch', 'EN16931-UBL-codes.sch']);

// ---------- schematron → XSLT ----------

interface Assertion {
  kind: 'assert' | 'report';
  test: string;
  id: string;
  flag: string;
  text: string;
}
interface Rule {
  context: string;
  lets: { name: string; value: string }[];
  assertions: Assertion[];
}
interface Pattern {
  id: string;
  rules: Rule[];
}

const elements = (parent: Element, local: string): Element[] => {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).namespaceURI === SCH && (n as Element).localName === local) out.push(n as Element);
  }
  return out;
};
const childElements = (parent: Element): Element[] => {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as Element);
  return out;
};
const parseFile = (file: string): Element => {
  const doc = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/xml');
  if (!doc.documentElement) throw new Error(`not XML: ${file}`);
  return doc.documentElement;
};

/** `$name` placeholders of an abstract pattern replaced by its instance's params (ISO 19757-3 §6.3). */
function substitute(text: string, params: Map<string, string>): string {
  return text.replace(/\$([A-Za-z_][\w.-]*)/g, (whole, name: string) => params.get(name) ?? whole);
}

function readRule(rule: Element, params: Map<string, string>): Rule {
  const ruleFlag = rule.getAttribute('flag') ?? '';
  return {
    context: substitute(rule.getAttribute('context') ?? '', params).trim(),
    lets: elements(rule, 'let').map((l) => ({ name: l.getAttribute('name') ?? '', value: substitute(l.getAttribute('value') ?? '', params) })),
    assertions: childElements(rule)
      .filter((e) => e.namespaceURI === SCH && (e.localName === 'assert' || e.localName === 'report'))
      .map((a) => ({
        kind: a.localName as 'assert' | 'report',
        test: substitute(a.getAttribute('test') ?? '', params),
        id: a.getAttribute('id') ?? '',
        flag: a.getAttribute('flag') || ruleFlag,
        text: substitute((a.textContent ?? '').replace(/\s+/g, ' ').trim(), params),
      })),
  };
}

/** The schema's namespaces, lets and patterns, following `include` (missing files must be listed in NOT_VENDORED). */
function loadSchema(main: string) {
  const ns = new Map<string, string>();
  const lets: { name: string; value: string }[] = [];
  const abstract = new Map<string, Element>();
  const concrete: Element[] = [];
  const skipped: string[] = [];
  const visit = (el: Element, file: string) => {
    if (el.namespaceURI !== SCH) return;
    if (el.localName === 'include') {
      const target = path.resolve(path.dirname(file), el.getAttribute('href') ?? '');
      if (!fs.existsSync(target)) {
        if (!NOT_VENDORED.has(path.basename(target))) throw new Error(`schematron include not found: ${target}`);
        skipped.push(path.basename(target));
        return;
      }
      visit(parseFile(target), target);
      return;
    }
    if (el.localName === 'ns') ns.set(el.getAttribute('prefix') ?? '', el.getAttribute('uri') ?? '');
    else if (el.localName === 'let') lets.push({ name: el.getAttribute('name') ?? '', value: el.getAttribute('value') ?? '' });
    else if (el.localName === 'pattern') {
      if (el.getAttribute('abstract') === 'true') abstract.set(el.getAttribute('id') ?? '', el);
      else concrete.push(el);
    } else if (el.localName === 'schema') for (const c of childElements(el)) visit(c, file);
  };
  visit(parseFile(main), main);

  const patterns: Pattern[] = concrete.map((p) => {
    const isA = p.getAttribute('is-a');
    const params = new Map<string, string>();
    for (const param of elements(p, 'param')) params.set((param.getAttribute('name') ?? '').trim(), param.getAttribute('value') ?? '');
    const source = isA ? abstract.get(isA) : p;
    if (!source) throw new Error(`abstract pattern ${isA} not found`);
    return { id: p.getAttribute('id') ?? '', rules: elements(source, 'rule').map((r) => readRule(r, params)) };
  });
  return { ns, lets, patterns, skipped };
}

const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;');
const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** A literal result attribute is an attribute value template: braces must be doubled. */
const escAvt = (s: string) => escAttr(s).replace(/\{/g, '{{').replace(/\}/g, '}}');

/** The XSLT 3.0 stylesheet that applies every pattern and writes SVRL (the ISO skeleton's shape). */
export function schematronToXslt(main = SCHEMATRON_MAIN): { xslt: string; patterns: number; rules: number; asserts: number; skipped: string[] } {
  const { ns, lets, patterns, skipped } = loadSchema(main);
  const out: string[] = [];
  const nsDecl = [...ns].map(([p, u]) => ` xmlns:${p}="${escAttr(u)}"`).join('');
  out.push(`<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:svrl="${SVRL}"${nsDecl} exclude-result-prefixes="#all">`);
  out.push('<xsl:output method="xml" indent="no"/>');
  for (const l of lets) out.push(`<xsl:variable name="${escAttr(l.name)}" select="${escAttr(l.value)}"/>`);
  out.push('<xsl:template match="/"><svrl:schematron-output>');
  patterns.forEach((p, i) => out.push(`<svrl:active-pattern id="${escAvt(p.id)}"/><xsl:apply-templates select="/" mode="M${i}"/>`));
  out.push('</svrl:schematron-output></xsl:template>');
  let rules = 0;
  let asserts = 0;
  patterns.forEach((p, i) => {
    p.rules.forEach((r, j) => {
      rules++;
      out.push(`<xsl:template match="${escAttr(r.context)}" priority="${1000 - j}" mode="M${i}">`);
      out.push(`<svrl:fired-rule context="${escAvt(r.context)}"/>`);
      for (const l of r.lets) out.push(`<xsl:variable name="${escAttr(l.name)}" select="${escAttr(l.value)}"/>`);
      for (const a of r.assertions) {
        asserts++;
        const test = a.kind === 'assert' ? `not(${a.test})` : a.test;
        const el = a.kind === 'assert' ? 'svrl:failed-assert' : 'svrl:successful-report';
        const flag = a.flag ? ` flag="${escAvt(a.flag)}"` : '';
        out.push(`<xsl:if test="${escAttr(test)}"><${el} id="${escAvt(a.id)}"${flag}><xsl:attribute name="location" select="path()"/><svrl:text>${escText(a.text)}</svrl:text></${el}></xsl:if>`);
      }
      out.push(`<xsl:apply-templates select="@*|*" mode="M${i}"/></xsl:template>`);
    });
    out.push(`<xsl:template match="@*|node()" priority="-2" mode="M${i}"><xsl:apply-templates select="@*|*" mode="M${i}"/></xsl:template>`);
  });
  out.push('</xsl:stylesheet>');
  return { xslt: out.join('\n'), patterns: patterns.length, rules, asserts, skipped };
}

// ---------- compile once, run many ----------

let compiled: string | undefined;

/** Where the compiled rules of this stylesheet version live. */
function target() {
  const { xslt } = schematronToXslt();
  const hash = createHash('sha256').update(xslt).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), 'knjige-schematron');
  return { xslt, hash, dir, sef: path.join(dir, `srbdt-${hash}.sef.json`) };
}

/** The SEF file of the compiled rules, compiling them here if no one has (test workers wait for each other). */
export function compiledRules(): string {
  if (compiled && fs.existsSync(compiled)) return compiled;
  const { sef, xslt, dir, hash } = target();
  fs.mkdirSync(dir, { recursive: true });
  const lock = `${sef}.lock`;
  let locked = false;
  for (const start = Date.now(); !fs.existsSync(sef) && !locked; ) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      locked = true;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 300_000 || Date.now() - start > 300_000) fs.rmSync(lock, { force: true }); // a compiler that died
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    if (!fs.existsSync(sef)) compile(xslt, dir, hash, sef, false);
  } finally {
    if (locked) fs.rmSync(lock, { force: true });
  }
  compiled = sef;
  return sef;
}

/** SaxonJS's own compiler (the xslt3 command) exports the stylesheet as SEF, written atomically. */
function compile(xslt: string, dir: string, hash: string, sef: string, async: true): Promise<void>;
function compile(xslt: string, dir: string, hash: string, sef: string, async: false): void;
function compile(xslt: string, dir: string, hash: string, sef: string, async: boolean): Promise<void> | void {
  fs.mkdirSync(dir, { recursive: true });
  const unique = `${process.pid}-${Date.now()}`;
  const xsl = path.join(dir, `srbdt-${hash}-${unique}.xsl`);
  const tmp = path.join(dir, `srbdt-${hash}-${unique}.sef.json`);
  fs.writeFileSync(xsl, xslt);
  const args = [createRequire(import.meta.url).resolve('xslt3/xslt3.js'), `-xsl:${xsl}`, `-export:${tmp}`, '-nogo'];
  const failed = (err: unknown) => new Error(`schematron stylesheet did not compile: ${(err as { stderr?: Buffer | string }).stderr?.toString() ?? String(err)}`);
  const done = (ok: boolean) => {
    fs.rmSync(xsl, { force: true });
    if (ok) fs.renameSync(tmp, sef); // atomic: a reader never sees half a file
    else fs.rmSync(tmp, { force: true });
  };
  if (async) {
    return promisify(execFile)(process.execPath, args).then(
      () => done(true),
      (err: unknown) => {
        done(false);
        throw failed(err);
      },
    );
  }
  try {
    execFileSync(process.execPath, args, { stdio: 'pipe' });
  } catch (err) {
    done(false);
    throw failed(err);
  }
  done(true);
}

/** Compile the rules now unless the cache has them (the test run's global setup calls this). */
export async function prepareRules(): Promise<string> {
  const { sef, xslt, dir, hash } = target();
  if (!fs.existsSync(sef)) await compile(xslt, dir, hash, sef, true);
  return sef;
}
