import { toCyrillic } from './cyrillic';

/**
 * An amount in dinars written out in Serbian, as invoices carry it under the total:
 * 120000 paras → "hiljadu dvesta dinara i 00/100". Thousands and milliards are feminine
 * (jedna, dve), millions masculine (jedan, dva); the noun follows the last two digits.
 */
const ones = ['', 'jedan', 'dva', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet'];
const teens = ['deset', 'jedanaest', 'dvanaest', 'trinaest', 'četrnaest', 'petnaest', 'šesnaest', 'sedamnaest', 'osamnaest', 'devetnaest'];
const tens = ['', '', 'dvadeset', 'trideset', 'četrdeset', 'pedeset', 'šezdeset', 'sedamdeset', 'osamdeset', 'devedeset'];
const hundreds = ['', 'sto', 'dvesta', 'trista', 'četiristo', 'petsto', 'šeststo', 'sedamsto', 'osamsto', 'devetsto'];

type Gender = 'm' | 'f';

/** 1–999 in words; `f` writes 1 and 2 as jedna, dve. */
function triple(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) words.push(hundreds[h]!);
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10]!);
  else {
    if (rest >= 20) words.push(tens[Math.floor(rest / 10)]!);
    const o = rest % 10;
    if (o === 1) words.push(gender === 'f' ? 'jedna' : 'jedan');
    else if (o === 2) words.push(gender === 'f' ? 'dve' : 'dva');
    else if (o) words.push(ones[o]!);
  }
  return words;
}

/** The noun form after a count: 1 (not 11) → one, 2–4 (not 12–14) → few, else many. */
function formOf(n: number, [one, few, many]: readonly [string, string, string]): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

const scales: ReadonlyArray<{ size: number; gender: Gender; forms: readonly [string, string, string] }> = [
  { size: 1_000_000_000, gender: 'f', forms: ['milijarda', 'milijarde', 'milijardi'] },
  { size: 1_000_000, gender: 'm', forms: ['milion', 'miliona', 'miliona'] },
  { size: 1_000, gender: 'f', forms: ['hiljada', 'hiljade', 'hiljada'] },
];

/** Whole dinars in words (lower case, Latin): 0 → "nula", 1000 → "hiljadu", 21000 → "dvadeset jedna hiljada". */
export function wholeNumberInWords(value: number): string {
  if (value === 0) return 'nula';
  const words: string[] = [];
  let rest = value;
  for (const { size, gender, forms } of scales) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (!count) continue;
    // a round thousand alone is "hiljadu", not "jedna hiljada"
    if (size === 1_000 && count === 1) words.push('hiljadu');
    else words.push(...triple(count, gender), formOf(count, forms));
  }
  if (rest) words.push(...triple(rest, 'm'));
  return words.join(' ');
}

/** An amount in paras in words with its paras as a fraction, Latin or Cyrillic; a negative amount starts with "minus". */
export function amountInWords(paras: number, script: 'latin' | 'cyrillic' = 'latin'): string {
  if (!Number.isSafeInteger(paras)) throw new RangeError('amount must be a whole number of paras');
  const abs = Math.abs(paras);
  const dinars = Math.floor(abs / 100);
  const text = `${paras < 0 ? 'minus ' : ''}${wholeNumberInWords(dinars)} ${formOf(dinars, ['dinar', 'dinara', 'dinara'])} i ${String(abs % 100).padStart(2, '0')}/100`;
  return script === 'cyrillic' ? toCyrillic(text) : text;
}
