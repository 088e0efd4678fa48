import { parse as parseCsv } from 'csv-parse/sync';
import { isoDate } from '@knjige/contract';
import { rateFromList } from '@knjige/domain';
import { AppError } from '../../platform/errors';
import { latestRateDate } from './rates';

/**
 * The NBS list of official middle rates (kursna lista, "zvanični srednji kurs dinara") as the
 * National Bank of Serbia publishes it, in either layout (docs/decisions.md#foreign-currency):
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
/** A year of daily lists is about 250; a file of more is not a rate list. */
const MAX_LISTS = 1_000;
/** A year of daily lists of every currency in XML is about 2 MB. */
export const MAX_LIST_BYTES = 4 * 1024 * 1024;
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
const unescape = (raw: string) => raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? '');

/** The elements whose text the list needs, by lower-case name. */
const wanted = new Set(['date', 'currency', 'middle_rate', 'unit']);

interface ListDraft {
  date: string | null;
  headerDate: string | null;
  items: Record<string, string>[];
}

/**
 * One forward pass over the file (every search starts where the last one ended, so the time is
 * linear in its size, whatever it holds): each `<Exchange_Rates_List>` opens a list, its
 * `<header>`'s `<Date>` dates it (or the first `<Date>` of the list without one), each `<Item>`
 * collects the first `Currency`, `Middle_Rate` and `Unit` it holds. Names are matched in any case.
 */
function scanXml(text: string): ListDraft[] {
  const lists: ListDraft[] = [];
  let list: ListDraft | null = null;
  let inHeader = false;
  let item: Record<string, string> | null = null;
  /** the element whose text is being collected, and the text so far */
  let field: { name: string; text: string } | null = null;
  let itemsSeen = 0;
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    if (field) field.text += text.slice(at, lt < 0 ? text.length : lt);
    if (lt < 0) break;
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0) throw bad('format');
      if (field) field.text += text.slice(lt + 9, end);
      at = end + 3;
      continue;
    }
    const closer = text.startsWith('<!--', lt) ? '-->' : text.startsWith('<?', lt) ? '?>' : '>';
    const gt = text.indexOf(closer, lt + 1);
    if (gt < 0) throw bad('format');
    at = gt + closer.length;
    if (closer !== '>') continue;
    const tag = /^<(\/?)([A-Za-z_][\w.-]*)/.exec(text.slice(lt, Math.min(gt + 1, lt + 64)));
    if (!tag) continue;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    const selfClosing = text[gt - 1] === '/';
    if (field) {
      if (closing && name === field.name) {
        const value = unescape(field.text).trim();
        if (name === 'date') {
          if (inHeader && list && list.headerDate === null) list.headerDate = value;
          if (list && list.date === null) list.date = value;
        } else if (item && !(name in item)) item[name] = value;
        field = null;
      }
      continue;
    }
    if (name === 'exchange_rates_list' && !closing) {
      list = { date: null, headerDate: null, items: [] };
      lists.push(list);
      if (lists.length > MAX_LISTS) throw bad('too-large');
      inHeader = false;
      item = null;
    } else if (!list) continue;
    else if (name === 'header') inHeader = !closing && !selfClosing;
    else if (name === 'item') {
      if (closing && item) {
        list.items.push(item);
        item = null;
      } else if (!closing && !selfClosing) {
        item = {};
        if (++itemsSeen > MAX_ROWS) throw bad('too-large');
      }
    } else if (!closing && !selfClosing && wanted.has(name) && (name === 'date' || item)) field = { name, text: '' };
  }
  return lists;
}

function parseXml(text: string): NbsList[] {
  // A list carries no document type; one that declares entities is refused, never expanded.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw bad('format');
  const lists = scanXml(text);
  if (!lists.length) throw bad('format');
  return lists.map((list, i) => {
    const rawDate = list.headerDate ?? list.date ?? '';
    const datum = listDate(rawDate);
    if (!datum) throw bad('date', { list: i + 1, value: shown(rawDate) });
    return { datum, rates: list.items.map((item) => rateOf(datum, item.currency ?? '', item.middle_rate ?? '', item.unit ?? '')) };
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
export function parseNbsList(file: Uint8Array): NbsList[] {
  if (file.length > MAX_LIST_BYTES) throw bad('too-large');
  const text = Buffer.from(file.buffer, file.byteOffset, file.length).toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw bad('format');
  const lists = /^\s*</.test(text) ? parseXml(text) : parseCsvText(text);
  const seen = new Set<string>();
  let count = 0;
  const latest = latestRateDate();
  for (const list of lists) {
    if (list.datum > latest) throw bad('ahead', { datum: list.datum });
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
