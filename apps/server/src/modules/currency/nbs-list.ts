import { parse as parseCsv } from 'csv-parse/sync';
import { isoDate } from '@knjige/contract';
import { rateFromList } from '@knjige/domain';
import { AppError } from '../../platform/errors';

/**
 * The NBS list of official middle rates (kursna lista, "zvanični srednji kurs dinara") as the
 * National Bank of Serbia publishes it, in either layout (docs/decisions.md "Foreign currency"):
 *
 * - XML: `<Exchange_Rates_List>` with `<header><Date>dd.mm.yyyy</Date>…</header>` and one `<Item>`
 *   per currency (`Code` numeric, `Country`, `Currency` the letters, `Unit` "važi za", `Middle_Rate`);
 *   a file may hold several lists (one per day), each with its own header.
 * - CSV (`;`, `,` or tab): a header row naming at least the currency letters and the middle rate
 *   ("Oznaka valute", "Važi za", "Srednji kurs", or Cyrillic, or English), and either a date
 *   column or a line above the header with the list's date ("Formirana na dan 21.5.2025.").
 *
 * Rates are printed with up to four decimals per `unit` units (1, or 100 for JPY, HUF…).
 */
export interface ListedRate {
  valuta: string;
  /** millionths of a dinar per one unit */
  kurs: number;
}
export interface NbsList {
  datum: string;
  rates: ListedRate[];
}

/** More than a year of daily lists of every currency: a file past it is not a rate list. */
const MAX_ROWS = 20_000;
const MAX_RATE = 1_000_000_000_000;

type Params = Record<string, string | number>;
const bad = (key: string, params: Params = {}) => new AppError(422, 'error.validation', { file: `error.kursna-lista.${key}` }, params);
/** A value echoed in a message, short and printable. */
const shown = (value: string) => value.replace(/[^\p{L}\p{N} .,:/-]/gu, '').slice(0, 20);

/** `dd.mm.yyyy` (days and months with or without the leading zero, an optional final dot) or `yyyy-mm-dd`, of a day that exists. */
export function listDate(text: string): string | null {
  const value = text.trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(value);
  const iso = dotted ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}` : value;
  if (!/^(19|20)\d\d-\d\d-\d\d$/.test(iso)) return null;
  return isoDate.safeParse(iso).success ? iso : null;
}

/** A rate as listed ("117,2433" or "117.2433" per `unit` units) in millionths per one unit; null when it is not one. */
export function listedRate(rate: string, unit: string): number | null {
  const r = /^(\d{1,7})(?:[.,](\d{1,4}))?$/.exec(rate.trim());
  const u = /^[1-9]\d{0,6}$/.exec(unit.trim());
  if (!r || !u) return null;
  const tenThousandths = Number(r[1]) * 10_000 + Number((r[2] ?? '').padEnd(4, '0'));
  const kurs = rateFromList(tenThousandths, Number(u[0]));
  return kurs > 0 && kurs <= MAX_RATE ? kurs : null;
}

function rateOf(datum: string, valuta: string, rate: string, unit: string): ListedRate {
  const code = valuta.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw bad('valuta', { datum, value: shown(valuta) });
  const kurs = listedRate(rate, unit);
  if (kurs === null) throw bad('rate', { datum, valuta: code, value: shown(`${rate} / ${unit}`) });
  return { valuta: code, kurs };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (raw: string) => raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? '');

/** The text of the first child element `name` (any case, any attributes), or ''. */
function child(block: string, name: string): string {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}\\s*>`, 'i').exec(block);
  return match ? xmlText(match[1] ?? '').trim() : '';
}

function parseXml(text: string): NbsList[] {
  // A list carries no document type; one that declares entities is refused, never expanded.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw bad('format');
  const blocks = text.split(/<Exchange_Rates_List(?:\s[^>]*)?>/i).slice(1);
  if (!blocks.length) throw bad('format');
  return blocks.map((block, i) => {
    const rawDate = child(child(block, 'header') || block, 'Date');
    const datum = listDate(rawDate);
    if (!datum) throw bad('date', { list: i + 1, value: shown(rawDate) });
    const items = [...block.matchAll(/<Item(?:\s[^>]*)?>([\s\S]*?)<\/Item\s*>/gi)].map((m) => m[1] ?? '');
    return { datum, rates: items.map((item) => rateOf(datum, child(item, 'Currency'), child(item, 'Middle_Rate'), child(item, 'Unit'))) };
  });
}

/** A header cell without case, accents or dots: "Važi za" → "vazi za", "Ozn. val." → "ozn val". */
const headerName = (cell: string) =>
  cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[._]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const csvColumns = {
  valuta: ['oznaka valute', 'ozn val', 'oznaka', 'valuta', 'currency', 'currency code', 'ознака валуте', 'озн вал', 'ознака', 'валута'],
  unit: ['vazi za', 'jedinica', 'unit', 'важи за', 'јединица'],
  rate: ['srednji kurs', 'middle rate', 'middle exchange rate', 'средњи курс'],
  datum: ['datum', 'date', 'datum primene', 'датум', 'датум примене'],
} as const;

function parseCsvText(text: string): NbsList[] {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim()) ?? '';
  const delimiter = [';', '\t', ','].map((d) => ({ d, n: firstLine.split(d).length })).sort((a, b) => b.n - a.n)[0]?.d ?? ';';
  let rows: string[][];
  try {
    rows = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true, max_record_size: 4096 });
  } catch {
    throw bad('format');
  }
  if (rows.length > MAX_ROWS) throw bad('too-large');
  const headerAt = rows.findIndex((row) => {
    const names = row.map(headerName);
    return csvColumns.valuta.some((n) => names.includes(n)) && csvColumns.rate.some((n) => names.includes(n));
  });
  if (headerAt < 0) throw bad('format');
  const names = (rows[headerAt] ?? []).map(headerName);
  const column = (aliases: readonly string[]) => names.findIndex((n) => aliases.includes(n));
  const [cValuta, cUnit, cRate, cDatum] = [column(csvColumns.valuta), column(csvColumns.unit), column(csvColumns.rate), column(csvColumns.datum)];
  // Without a date column the list's date is the one printed above the header.
  const aboveDate = rows
    .slice(0, headerAt)
    .flatMap((row) => row.join(' ').match(/\d{1,2}\.\d{1,2}\.\d{4}/g) ?? [])
    .map(listDate)
    .find((d) => d !== null);
  const byDate = new Map<string, ListedRate[]>();
  rows.slice(headerAt + 1).forEach((row, i) => {
    const rawDate = cDatum >= 0 ? (row[cDatum] ?? '') : (aboveDate ?? '');
    const datum = listDate(rawDate);
    if (!datum) throw bad('date', { list: headerAt + i + 2, value: shown(rawDate) });
    const rates = byDate.get(datum) ?? [];
    rates.push(rateOf(datum, row[cValuta] ?? '', row[cRate] ?? '', cUnit >= 0 ? (row[cUnit] ?? '') : '1'));
    byDate.set(datum, rates);
  });
  return [...byDate].map(([datum, rates]) => ({ datum, rates }));
}

/** The lists of a file, each date once and each currency once a date; 422 `{ file: 'error.kursna-lista.…' }` when it is not one. */
export function parseNbsList(file: Buffer): NbsList[] {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw bad('format');
  const lists = /^\s*</.test(text) ? parseXml(text) : parseCsvText(text);
  const seen = new Set<string>();
  let count = 0;
  for (const list of lists) {
    if (seen.has(list.datum)) throw bad('duplicate-date', { datum: list.datum });
    seen.add(list.datum);
    const codes = new Set<string>();
    for (const rate of list.rates) {
      if (codes.has(rate.valuta)) throw bad('duplicate', { datum: list.datum, valuta: rate.valuta });
      codes.add(rate.valuta);
    }
    count += list.rates.length;
  }
  if (count === 0) throw bad('empty');
  if (count > MAX_ROWS) throw bad('too-large');
  return lists;
}
