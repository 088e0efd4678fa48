import { popdvFields, popdvSections, popdvTable, type PopdvField, type PopdvLine, type PopdvSection } from './popdv';

/**
 * The whole POPDV as the form has it: every part, every field (a field without rows at zero), and
 * each part's sum lines (3.8, 3.10, 8a.6, …) where the form has them. The screen, the print and the
 * Excel export all lay the form out from here.
 */
export interface PopdvFormLine {
  section: PopdvSection;
  /** the form's number: a field's ('3.2') or a sum's ('3.8'); null for a sum the sources do not number */
  code: string | null;
  /** the field whose book rows the line sums (a field's line); null on a sum line */
  field: PopdvField | null;
  /** a part's sum line */
  sum: boolean;
  name: { sr: string; en: string };
  /** the rate, hundredths of a percent; null on a field without rows and on a sum over all rates */
  stopa: number | null;
  /** base, hundredths; null where the form has no base for the line */
  osnovica: number | null;
  /** VAT, hundredths; null where the form has no VAT for the line */
  pdvIznos: number | null;
  /** the deductible part of the VAT (input lines); null elsewhere */
  pdvOdbitni: number | null;
}

/** A part's sum: which fields it adds, which amounts it shows, whether by rate, and after which field it stands. */
interface PopdvSumDef {
  code: string | null;
  after: PopdvField;
  of: readonly PopdvField[];
  base: boolean;
  vat: boolean;
  /** one line per rate (the form's general and special rate columns) or one line over all rates */
  byRate: boolean;
  name: { sr: string; en: string };
}

const fieldsOf = (section: PopdvSection) => popdvFields.filter((f) => popdvTable[f].section === section);
const range = (from: PopdvField, to: PopdvField) => popdvFields.slice(popdvFields.indexOf(from), popdvFields.indexOf(to) + 1);

/** The sum lines of the form (docs/decisions.md#the-popdv-as-a-whole-form). */
export const popdvSums: readonly PopdvSumDef[] = [
  { code: '1.5', after: '1.4', of: fieldsOf('1'), base: true, vat: false, byRate: false, name: { sr: 'Ukupan promet (1.1 + 1.2 + 1.3 + 1.4)', en: 'Total supplies (1.1 + 1.2 + 1.3 + 1.4)' } },
  { code: '2.5', after: '2.4', of: fieldsOf('2'), base: true, vat: false, byRate: false, name: { sr: 'Ukupan promet (2.1 + 2.2 + 2.3 + 2.4)', en: 'Total supplies (2.1 + 2.2 + 2.3 + 2.4)' } },
  { code: '3.8', after: '3.7', of: range('3.1', '3.7'), base: true, vat: true, byRate: true, name: { sr: 'Ukupna osnovica i obračunati PDV (3.1 do 3.7)', en: 'Total base and VAT (3.1 to 3.7)' } },
  { code: '3.10', after: '3.9', of: range('3.1', '3.9'), base: false, vat: true, byRate: true, name: { sr: 'Ukupno obračunati PDV (3.8 + 3.9)', en: 'Total VAT (3.8 + 3.9)' } },
  { code: null, after: '3a.4', of: fieldsOf('3a'), base: false, vat: true, byRate: true, name: { sr: 'Ukupno obračunati PDV (3a.1 do 3a.4)', en: 'Total VAT computed (3a.1 to 3a.4)' } },
  { code: '6.3', after: '6.2.3', of: fieldsOf('6'), base: true, vat: false, byRate: false, name: { sr: 'Ukupna vrednost uvoza (6.1 + 6.2.1 + 6.2.2 + 6.2.3)', en: 'Total value of imports (6.1 + 6.2.1 + 6.2.2 + 6.2.3)' } },
  { code: '6.4', after: '6.2.3', of: range('6.2.1', '6.2.3'), base: false, vat: true, byRate: false, name: { sr: 'Ukupan PDV plaćen pri uvozu dobara', en: 'Total VAT paid on import' } },
  { code: '8a.6', after: '8a.5', of: range('8a.1', '8a.5'), base: true, vat: true, byRate: true, name: { sr: 'Ukupna osnovica i PDV (8a.1 do 8a.5)', en: 'Total base and VAT (8a.1 to 8a.5)' } },
  { code: '8a.8', after: '8a.7', of: fieldsOf('8a'), base: false, vat: true, byRate: true, name: { sr: 'Ukupno PDV (8a.6 + 8a.7)', en: 'Total VAT (8a.6 + 8a.7)' } },
  { code: '8b.6', after: '8b.5', of: fieldsOf('8b'), base: true, vat: true, byRate: true, name: { sr: 'Ukupna osnovica i PDV (8b.1 do 8b.5)', en: 'Total base and VAT (8b.1 to 8b.5)' } },
  { code: '8v.4', after: '8v.3', of: fieldsOf('8v'), base: true, vat: false, byRate: false, name: { sr: 'Ukupna naknada (8v.1 + 8v.2 + 8v.3)', en: 'Total value (8v.1 + 8v.2 + 8v.3)' } },
  { code: '8g.5', after: '8g.4', of: fieldsOf('8g'), base: true, vat: true, byRate: true, name: { sr: 'Ukupna osnovica i PDV (8g.1 do 8g.4)', en: 'Total base and VAT (8g.1 to 8g.4)' } },
  {
    code: '8đ',
    after: '8d.3',
    of: popdvFields.filter((f) => f.startsWith('8') && f !== '8a.7'),
    base: true,
    vat: false,
    byRate: false,
    name: { sr: 'Ukupna osnovica nabavki (8a.6 + 8b.6 + 8v.4 + 8g.5 + 8d)', en: 'Total base of purchases (8a.6 + 8b.6 + 8v.4 + 8g.5 + 8d)' },
  },
];

const deductibleShown = (f: PopdvField) => popdvTable[f].book === 'kur' && popdvTable[f].vat;

function fieldLines(field: PopdvField, lines: readonly PopdvLine[]): PopdvFormLine[] {
  const def = popdvTable[field];
  const own = lines.filter((l) => l.popdv === field);
  const amounts = (osnovica: number, pdvIznos: number, pdvOdbitni: number) => ({
    osnovica: def.base ? osnovica : null,
    pdvIznos: def.vat ? pdvIznos : null,
    pdvOdbitni: deductibleShown(field) ? pdvOdbitni : null,
  });
  const line = { section: def.section, code: field, field, sum: false, name: def.name };
  if (own.length === 0) return [{ ...line, stopa: null, ...amounts(0, 0, 0) }];
  return own.map((l) => ({ ...line, stopa: l.stopa, ...amounts(l.osnovica, l.pdvIznos, l.pdvOdbitni) }));
}

function sumLines(s: PopdvSumDef, lines: readonly PopdvLine[]): PopdvFormLine[] {
  const section = popdvTable[s.after].section;
  const summed = lines.filter((l) => (s.of as readonly string[]).includes(l.popdv));
  const withDeductible = s.vat && s.of.some(deductibleShown);
  const line = (stopa: number | null, of: readonly PopdvLine[]): PopdvFormLine => ({
    section,
    code: s.code,
    field: null,
    sum: true,
    name: s.name,
    stopa,
    osnovica: s.base ? of.reduce((a, l) => a + (popdvTable[l.popdv].base ? l.osnovica : 0), 0) : null,
    pdvIznos: s.vat ? of.reduce((a, l) => a + (popdvTable[l.popdv].vat ? l.pdvIznos : 0), 0) : null,
    pdvOdbitni: withDeductible ? of.reduce((a, l) => a + l.pdvOdbitni, 0) : null,
  });
  const rates = [...new Set(summed.map((l) => l.stopa))].sort((a, b) => b - a);
  if (!s.byRate || rates.length === 0) return [line(null, summed)];
  return rates.map((r) => line(r, summed.filter((l) => l.stopa === r)));
}

/** The POPDV as a whole form from the view's sums by field and rate (`popdvView`). */
export function popdvForm(lines: readonly PopdvLine[]): PopdvFormLine[] {
  const out: PopdvFormLine[] = [];
  for (const section of popdvSections) {
    for (const field of fieldsOf(section)) {
      out.push(...fieldLines(field, lines));
      for (const s of popdvSums.filter((x) => x.after === field)) out.push(...sumLines(s, lines));
    }
  }
  return out;
}
