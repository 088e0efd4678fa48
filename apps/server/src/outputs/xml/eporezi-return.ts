import { create } from 'xmlbuilder2';
import { popdvForm, popdvSectionNames, pppdvLayout, return2027Layout, type PopdvLine, type Pppdv, type Return2027 } from '@knjige/domain';
import { money, percent, type XMLBuilder } from './ubl-common';

/**
 * The VAT return as the file handed in on ePorezi (docs/decisions.md#the-return-as-a-file-for-eporezi): the taxpayer, the period, every field of the return by its number, and for periods
 * before 2027 the whole POPDV, part by part. Amounts are dinars with two decimals.
 */
export interface ReturnTaxpayer {
  pib: string;
  naziv: string;
  street: string;
  postcode: string;
  city: string;
}

interface Common {
  taxpayer: ReturnTaxpayer;
  from: string;
  to: string;
}

function header(root: XMLBuilder, form: string, c: Common): void {
  root
    .ele('PodaciOPrijavi')
    .ele('VrstaObrasca').txt(form).up()
    .ele('PoreskiPeriodOd').txt(c.from).up()
    .ele('PoreskiPeriodDo').txt(c.to).up()
    .up();
  root
    .ele('PodaciOObvezniku')
    .ele('PIB').txt(c.taxpayer.pib).up()
    .ele('Naziv').txt(c.taxpayer.naziv).up()
    .ele('Adresa').txt(c.taxpayer.street).up()
    .ele('PostanskiBroj').txt(c.taxpayer.postcode).up()
    .ele('Mesto').txt(c.taxpayer.city).up()
    .up();
}

/** One field: `<Polje Oznaka="103">20000.00</Polje>`. */
const field = (parent: XMLBuilder, code: string, value: number) => parent.ele('Polje', { Oznaka: code }).txt(money(value)).up();

/** A return of 2026 or before: the PPPDV's 001–110 and the POPDV as a whole form. */
export function pppdvXml(c: Common & { pppdv: Pppdv; popdv: readonly PopdvLine[] }): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('PoreskaPrijavaPDV');
  header(root, 'PPPDV', c);
  const form = root.ele('PPPDV');
  for (const row of pppdvLayout) {
    if (row.osn) field(form, row.osn, c.pppdv[row.osn]);
    if (row.pdv) field(form, row.pdv, c.pppdv[row.pdv]);
  }
  const popdv = root.ele('POPDV');
  let part: XMLBuilder | null = null;
  let section = '';
  for (const l of popdvForm(c.popdv)) {
    // a sum the sources do not number (3a's) has no field to fill
    if (l.code === null) continue;
    if (!part || l.section !== section) {
      section = l.section;
      part = popdv.ele('Deo', { Oznaka: l.section, Naziv: popdvSectionNames[l.section].sr });
    }
    const attrs: Record<string, string> = { Oznaka: l.code };
    if (l.stopa !== null) attrs.Stopa = percent(l.stopa);
    if (l.sum) attrs.Zbir = 'true';
    const line = part.ele('Polje', attrs);
    if (l.osnovica !== null) line.ele('Osnovica').txt(money(l.osnovica)).up();
    if (l.pdvIznos !== null) line.ele('PDV').txt(money(l.pdvIznos)).up();
    if (l.pdvOdbitni !== null) line.ele('PDVOdbitni').txt(money(l.pdvOdbitni)).up();
  }
  return root.end({ prettyPrint: true });
}

/** A return from January 2027: the 2027 form's fields, no POPDV. */
export function return2027Xml(c: Common & { fields: Return2027 }): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('PoreskaPrijavaPDV');
  header(root, 'PPPDV-2027', c);
  const form = root.ele('PPPDV');
  for (const row of return2027Layout) {
    if (row.osn) field(form, row.osn, c.fields[row.osn]);
    if (row.pdv) field(form, row.pdv, c.fields[row.pdv]);
  }
  return root.end({ prettyPrint: true });
}
