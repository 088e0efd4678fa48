import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert } from 'xmlbuilder2';
import { model97Valid } from '@knjige/domain';


/**
 * The OASIS UBL 2.1 schemas: `UBL_XSD_DIR`, else the unmodified copy kept beside these tests
 * (test/ubl21-xsd, so any clone validates). A missing folder fails the test that needs it.
 */
export function ublXsdDir(): string {
  const dir = process.env.UBL_XSD_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'ubl21-xsd');
  if (!fs.existsSync(path.join(dir, 'maindoc'))) throw new Error(`UBL 2.1 XSD not found in ${dir} (set UBL_XSD_DIR)`);
  return dir;
}

/** The published SEF example documents: `SEF_EXAMPLES_DIR`, else the unmodified copies kept beside these tests. */
export function sefExample(name: string): string {
  const dir = process.env.SEF_EXAMPLES_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'sef-examples');
  return fs.readFileSync(path.join(dir, name), 'utf8');
}

/** xmllint's complaints about a document against its UBL 2.1 schema; empty when it validates. */
export function xsdErrors(xml: string, document: 'Invoice' | 'CreditNote' | 'DespatchAdvice'): string {
  const schema = path.join(ublXsdDir(), 'maindoc', `UBL-${document}-2.1.xsd`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ubl-')), `${document}.xml`);
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'pipe' });
    return '';
  } catch (err) {
    const e = err as { stderr?: Buffer };
    return e.stderr?.toString() ?? String(err);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** A parsed element: its text, or its attributes (`@name`), text (`#`) and children by qualified name. */
export type XNode = string | { [key: string]: XNode | XNode[] };

export function parseXml(xml: string): Record<string, XNode> {
  return convert(xml, { format: 'object' }) as Record<string, XNode>;
}

/** The children of `node` named `name`, always as a list. */
export function all(node: XNode | undefined, name: string): XNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const value = node[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
/** The first child named by a path of names (`cac:Party/cbc:EndpointID`). */
export function at(node: XNode | undefined, pathOfNames: string): XNode | undefined {
  return pathOfNames.split('/').reduce<XNode | undefined>((n, name) => all(n, name)[0], node);
}
export function textAt(node: XNode | undefined, pathOfNames: string): string | undefined {
  const n = at(node, pathOfNames);
  if (n === undefined) return undefined;
  if (typeof n === 'string') return n;
  const t = n['#'];
  return typeof t === 'string' ? t : '';
}
export function attrAt(node: XNode | undefined, pathOfNames: string, attribute: string): string | undefined {
  const n = at(node, pathOfNames);
  if (n === undefined || typeof n === 'string') return undefined;
  const a = n[`@${attribute}`];
  return typeof a === 'string' ? a : undefined;
}
/** An amount in hundredths. */
export const paras = (node: XNode | undefined, pathOfNames: string) => Math.round(Number(textAt(node, pathOfNames) ?? 'NaN') * 100);

/** Every element of a subtree that carries `currencyID`, and its value. */
function currencies(node: XNode, out: string[] = []): string[] {
  if (typeof node === 'string') return out;
  for (const [key, value] of Object.entries(node)) {
    if (key === '@currencyID' && typeof value === 'string') out.push(value);
    for (const child of Array.isArray(value) ? value : [value]) currencies(child, out);
  }
  return out;
}

const SEF_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.rs:srbdt:2022';

/**
 * The SRBDT / EN 16931 rules of docs/domain.md#the-e-invoice-ubl that can be checked in code: the broken ones, each as
 * a sentence (empty when the document keeps them all).
 */
export function srbdtProblems(xml: string): string[] {
  const parsed = parseXml(xml);
  const credit = 'CreditNote' in parsed;
  const doc = credit ? parsed.CreditNote : parsed.Invoice;
  const problems: string[] = [];
  const expect = (ok: boolean, rule: string) => {
    if (!ok) problems.push(rule);
  };
  if (doc === undefined) return ['not an Invoice or CreditNote'];

  expect(textAt(doc, 'cbc:CustomizationID') === SEF_CUSTOMIZATION, 'CustomizationID is the SRBDT one');
  expect(/^\d{4}-\d{2}-\d{2}$/.test(textAt(doc, 'cbc:IssueDate') ?? ''), 'IssueDate is present');
  // docs/domain.md#the-e-invoice-ubl: 380 invoice, 383 debit note, 386 advance invoice; a credit note 381
  const typeCode = textAt(doc, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode') ?? '';
  expect(credit ? typeCode === '381' : ['380', '383', '386'].includes(typeCode), 'type code 380 / 383 / 386, or 381');
  // RSD, or a foreign currency whose VAT is accounted in RSD too: TaxCurrencyCode and a TaxTotal of its own without a breakdown (BR-53)
  const currency = textAt(doc, 'cbc:DocumentCurrencyCode') ?? '';
  expect(/^[A-Z]{3}$/.test(currency), 'DocumentCurrencyCode is an ISO 4217 code');
  const taxTotals = all(doc, 'cac:TaxTotal');
  const rsdTaxTotals = taxTotals.filter((t) => attrAt(t, 'cbc:TaxAmount', 'currencyID') === 'RSD' && all(t, 'cac:TaxSubtotal').length === 0);
  if (currency !== 'RSD') {
    expect(textAt(doc, 'cbc:TaxCurrencyCode') === 'RSD', 'a foreign-currency invoice names RSD as its VAT currency');
    expect(rsdTaxTotals.length === 1 && taxTotals.length === 2, 'a foreign-currency invoice has one TaxTotal in RSD besides its own');
  }
  expect(at(doc, 'cbc:TaxPointDate') === undefined, 'no TaxPointDate');
  const period = textAt(doc, 'cac:InvoicePeriod/cbc:DescriptionCode');
  expect(period !== undefined && ['3', '35', '432'].includes(period), 'InvoicePeriod DescriptionCode 3, 35 or 432');
  if (credit) expect(period === '3', 'a credit note uses period code 3');
  if (period === '35') expect(textAt(doc, 'cac:Delivery/cbc:ActualDeliveryDate') !== undefined, 'code 35 needs ActualDeliveryDate');
  if (period === '432') expect(textAt(doc, 'cbc:DueDate') !== undefined, 'code 432 needs DueDate');
  if (credit) {
    expect(at(doc, 'cbc:DueDate') === undefined, 'a credit note has no DueDate');
    expect(!!textAt(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID') && !!textAt(doc, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate'), 'a credit note names the credited invoice with its date');
  }
  const amountCurrencies = currencies(doc);
  expect(amountCurrencies.length > 0 && amountCurrencies.filter((c) => c !== currency).length === (currency === 'RSD' ? 0 : 1), 'every amount in the document currency (the RSD VAT total aside)');

  for (const role of ['cac:AccountingSupplierParty', 'cac:AccountingCustomerParty']) {
    const p = at(doc, `${role}/cac:Party`);
    expect(attrAt(p, 'cbc:EndpointID', 'schemeID') === '9948' && /^\d{9}$|^\d{13}$/.test(textAt(p, 'cbc:EndpointID') ?? ''), `${role} EndpointID is a PIB or JMBG, scheme 9948`);
    expect(!!textAt(p, 'cac:PostalAddress/cbc:CityName'), `${role} CityName`);
    expect(!!textAt(p, 'cac:PartyLegalEntity/cbc:RegistrationName'), `${role} RegistrationName`);
    const vatId = textAt(p, 'cac:PartyTaxScheme/cbc:CompanyID');
    if (vatId !== undefined) expect(vatId === `RS${textAt(p, 'cbc:EndpointID')}` && textAt(p, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID') === 'VAT', `${role} VAT id is RS + PIB`);
  }
  const buyer = at(doc, 'cac:AccountingCustomerParty/cac:Party');
  expect(!!textAt(buyer, 'cac:PostalAddress/cbc:PostalZone'), 'buyer PostalZone');
  const buyerId = textAt(buyer, 'cac:PartyIdentification/cbc:ID');
  if (buyerId?.startsWith('JBKJS:')) {
    expect(/^JBKJS:\d{5}$/.test(buyerId), 'JBKJS is five digits');
    expect(at(doc, 'cac:OrderReference/cbc:ID') !== undefined || at(doc, 'cac:ContractDocumentReference/cbc:ID') !== undefined, 'a public-sector buyer needs an order or contract reference');
  }

  const means = at(doc, 'cac:PaymentMeans');
  expect(textAt(means, 'cbc:PaymentMeansCode') === '30', 'PaymentMeansCode 30');
  const paymentId = textAt(means, 'cbc:PaymentID') ?? '';
  expect(paymentId.startsWith('(mod97) ') && model97Valid(`97${paymentId.slice(8)}`), 'PaymentID is a right model 97 reference');
  expect(/^\d{18}$/.test(textAt(means, 'cac:PayeeFinancialAccount/cbc:ID') ?? ''), 'payee account');

  // lines, categories and the EN 16931 totals
  const lines = all(doc, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  expect(lines.length > 0, 'at least one line');
  const lineSum = new Map<string, number>();
  for (const line of lines) {
    const category = `${textAt(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')}:${Number(textAt(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent') ?? 0)}`;
    lineSum.set(category, (lineSum.get(category) ?? 0) + paras(line, 'cbc:LineExtensionAmount'));
    expect(!!textAt(line, 'cac:Item/cbc:Name') && !!attrAt(line, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', 'unitCode'), 'a line has a name and a unit');
  }
  const taxTotal = taxTotals.find((t) => attrAt(t, 'cbc:TaxAmount', 'currencyID') === currency);
  const subtotals = all(taxTotal, 'cac:TaxSubtotal');
  const seen = new Set<string>();
  let taxSum = 0;
  for (const sub of subtotals) {
    const id = textAt(sub, 'cac:TaxCategory/cbc:ID') ?? '';
    // O (not subject to VAT) carries no rate (EN 16931 BR-O-05..07)
    const rate = Number(textAt(sub, 'cac:TaxCategory/cbc:Percent') ?? 0);
    const key = `${id}:${rate}`;
    expect(!seen.has(key), `one TaxSubtotal per category and rate (${key})`);
    seen.add(key);
    expect(['S', 'AE', 'Z', 'E', 'R', 'O', 'OE', 'SS', 'N'].includes(id), `category ${id} is allowed`);
    const taxable = paras(sub, 'cbc:TaxableAmount');
    const tax = paras(sub, 'cbc:TaxAmount');
    taxSum += tax;
    if (id === 'S') expect(rate === 20 || rate === 10, `S is 20 or 10 % (${rate})`);
    else {
      expect(rate === 0 && tax === 0, `${id}: percent and amount are 0`);
      if (id === 'O') expect(at(sub, 'cac:TaxCategory/cbc:Percent') === undefined, 'O: no percent');
      const exemption = !!textAt(sub, 'cac:TaxCategory/cbc:TaxExemptionReasonCode') || !!textAt(sub, 'cac:TaxCategory/cbc:TaxExemptionReason');
      // zero-rated (Z) is taxed at 0 %, not exempt: no exemption reason (EN 16931 BR-Z-10)
      if (id === 'Z') expect(!exemption, 'Z: no exemption code or text');
      else expect(exemption, `${id}: an exemption code or text`);
    }
    expect(tax === Math.round((taxable * rate) / 100), `${key}: VAT ${tax} = taxable ${taxable} × rate, rounded`);
    expect(lineSum.get(key) === taxable, `${key}: taxable ${taxable} = the sum of its lines ${lineSum.get(key)}`);
  }
  expect(seen.size === lineSum.size, 'every line category has its TaxSubtotal');
  expect(paras(taxTotal, 'cbc:TaxAmount') === taxSum, 'TaxTotal = Σ TaxSubtotal');

  const t = at(doc, 'cac:LegalMonetaryTotal');
  const lineExtension = paras(t, 'cbc:LineExtensionAmount');
  const allowances = textAt(t, 'cbc:AllowanceTotalAmount') === undefined ? 0 : paras(t, 'cbc:AllowanceTotalAmount');
  const charges = textAt(t, 'cbc:ChargeTotalAmount') === undefined ? 0 : paras(t, 'cbc:ChargeTotalAmount');
  const prepaid = textAt(t, 'cbc:PrepaidAmount') === undefined ? 0 : paras(t, 'cbc:PrepaidAmount');
  expect(lineExtension === [...lineSum.values()].reduce((s, v) => s + v, 0), 'LineExtensionAmount = Σ line amounts');
  expect(paras(t, 'cbc:TaxExclusiveAmount') === lineExtension - allowances + charges, 'TaxExclusive = LineExtension − allowances + charges');
  expect(paras(t, 'cbc:TaxInclusiveAmount') === paras(t, 'cbc:TaxExclusiveAmount') + taxSum, 'TaxInclusive = TaxExclusive + VAT');
  expect(paras(t, 'cbc:PayableAmount') === paras(t, 'cbc:TaxInclusiveAmount') - prepaid, 'Payable = TaxInclusive − Prepaid');
  return problems;
}
