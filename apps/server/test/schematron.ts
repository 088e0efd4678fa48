import fs from 'node:fs';
import { DOMParser, type Element } from '@xmldom/xmldom';
import xpath from 'xpath';
import SaxonJS from 'saxon-js';
import { expect } from 'vitest';

import { compiledRules } from './schematron-rules';

export { schematronToXslt } from './schematron-rules';

/**
 * The SRBDT / EN 16931 schematron rules (vendored unmodified in test/schematron, see its README), run
 * by a real XSLT 3.0 processor (SaxonJS) over a UBL document; the rules' stylesheet writes an SVRL
 * report (see schematron-rules.ts for how it is built and compiled once).
 *
 * The report is read as XML: the fatal count is an XPath count over `svrl:failed-assert`, never a
 * match over lines of text.
 */

const SVRL = 'http://purl.oclc.org/dsdl/svrl';

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

let loaded: unknown;

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
