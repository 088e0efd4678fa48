import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';
import xpath from 'xpath';
import SaxonJS from 'saxon-js';
import { expect } from 'vitest';

/**
 * The SRBDT / EN 16931 schematron rules (vendored unmodified in test/schematron, see its README), run
 * by a real XSLT 3.0 processor (SaxonJS). The rules are turned into one XSLT stylesheet that writes
 * an SVRL report; SaxonJS compiles it once to its SEF form, cached under os.tmpdir() by the hash of
 * the stylesheet, so a test run pays the compilation once (or never, when the cache is warm).
 *
 * The report is read as XML: the fatal count is an XPath count over `svrl:failed-assert`, never a
 * match over lines of text.
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

export interface FailedAssert {
  /** The rule's id (BR-CO-15, RS-R-016, …). */
  id: string;
  /** fatal | warning (as the rule says; a rule without a flag counts as fatal). */
  flag: string;
  text: string;
  /** XPath of the node the rule fired on. */
  location: string;
}
export interface SchematronReport {
  /** Failed asserts flagged fatal or error (or unflagged), counted over the SVRL by XPath. */
  fatal: number;
  /** Failed asserts flagged warning. */
  warnings: number;
  failed: FailedAssert[];
  /** Rules that fired: a report where none fired did not look at the document at all. */
  firedRules: number;
}

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
let loaded: unknown;

/** The SEF file of the compiled rules: built once per stylesheet version, kept in os.tmpdir(). */
export function compiledRules(): string {
  if (compiled && fs.existsSync(compiled)) return compiled;
  const { xslt } = schematronToXslt();
  const hash = createHash('sha256').update(xslt).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), 'knjige-schematron');
  const sef = path.join(dir, `srbdt-${hash}.sef.json`);
  if (!fs.existsSync(sef)) {
    fs.mkdirSync(dir, { recursive: true });
    const unique = `${process.pid}-${Date.now()}`;
    const xsl = path.join(dir, `srbdt-${hash}-${unique}.xsl`);
    const tmp = path.join(dir, `srbdt-${hash}-${unique}.sef.json`);
    fs.writeFileSync(xsl, xslt);
    const cli = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
    try {
      execFileSync(process.execPath, [cli, `-xsl:${xsl}`, `-export:${tmp}`, '-nogo'], { stdio: 'pipe' });
    } catch (err) {
      const e = err as { stderr?: Buffer };
      throw new Error(`schematron stylesheet did not compile: ${e.stderr?.toString() ?? String(err)}`);
    } finally {
      fs.rmSync(xsl, { force: true });
    }
    fs.renameSync(tmp, sef); // atomic: parallel test files never read half a file
  }
  compiled = sef;
  return sef;
}

/** The SVRL report of one document, as text. */
export function svrl(xml: string): string {
  loaded ??= JSON.parse(fs.readFileSync(compiledRules(), 'utf8'));
  const result = SaxonJS.transform({ stylesheetInternal: loaded, sourceText: xml, destination: 'serialized' }, 'sync');
  return result.principalResult as string;
}

const select = xpath.useNamespaces({ svrl: SVRL });
const PREFIXES: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'cn',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
};
/** `/Q{uri}Invoice[1]/…` of XPath 3.0 `path()` with the usual prefixes. */
const shortPath = (location: string) => location.replace(/Q\{([^}]*)\}/g, (whole, uri: string) => (PREFIXES[uri] ? `${PREFIXES[uri]}:` : whole));
const FATAL = "(not(@flag) or @flag='fatal' or @flag='error')";

/** The report's figures, read by XPath over the SVRL document. */
export function readSvrl(report: string): SchematronReport {
  const doc = new DOMParser().parseFromString(report, 'text/xml');
  const count = (expr: string) => select(`count(${expr})`, doc as unknown as Node) as number;
  const failed = (select('//svrl:failed-assert | //svrl:successful-report', doc as unknown as Node) as unknown as Element[]).map((e) => ({
    id: e.getAttribute('id') ?? '',
    flag: e.getAttribute('flag') || 'fatal',
    text: (select('string(svrl:text)', e as unknown as Node) as string).trim(),
    location: shortPath(e.getAttribute('location') ?? ''),
  }));
  return {
    fatal: count(`//svrl:failed-assert[${FATAL}] | //svrl:successful-report[${FATAL}]`),
    warnings: count("//svrl:failed-assert[@flag='warning'] | //svrl:successful-report[@flag='warning']"),
    failed,
    firedRules: count('//svrl:fired-rule'),
  };
}

/** Validate a UBL Invoice or CreditNote against the SRBDT / EN 16931 rules. */
export function schematronReport(xml: string): SchematronReport {
  return readSvrl(svrl(xml));
}

/** The failed fatal rules of a document as `ID: text` lines (empty when it passes), for a readable test failure. */
export function fatalProblems(xml: string): string[] {
  const report = schematronReport(xml);
  if (report.firedRules === 0) return ['no schematron rule fired: not a UBL Invoice or CreditNote'];
  return report.failed.filter((f) => f.flag !== 'warning').map((f) => `${f.id}: ${f.text} @ ${f.location}`);
}

/** The assertion the XML tests make: the rules fired, and not one fatal assert failed (the count read from the SVRL). */
export function expectNoFatal(xml: string): SchematronReport {
  const report = schematronReport(xml);
  expect(report.firedRules, 'no schematron rule fired: not a UBL Invoice or CreditNote').toBeGreaterThan(0);
  expect(report.failed.filter((f) => f.flag !== 'warning').map((f) => `${f.id}: ${f.text} @ ${f.location}`)).toEqual([]);
  expect(report.fatal).toBe(0);
  return report;
}
