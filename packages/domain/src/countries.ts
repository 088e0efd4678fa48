/**
 * Countries of clients: ISO 3166-1 alpha-2 codes, Serbia the home country, the loose check of a
 * foreign VAT number, and a country named in a spreadsheet. Names come from Intl.DisplayNames.
 */

/** The home country: a client here has a PIB (or a JMBG) and is reached through SEF. */
export const HOME_COUNTRY = 'RS';

/** The officially assigned ISO 3166-1 alpha-2 codes (249; XK and the reserved codes are not among them). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const codes = new Set(COUNTRY_CODES);

export const isCountryCode = (value: string): boolean => codes.has(value);

/** Whether a client of this country is abroad: not in Serbia (no PIB check, not on SEF). */
export const isAbroad = (country: string): boolean => country !== HOME_COUNTRY;

/**
 * The prefix an EU member's VAT number (VIES) starts with: the country code, except Greece (EL).
 * The United Kingdom's GB (XI for Northern Ireland) is checked the same way.
 */
const VAT_PREFIXES: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    'AT BE BG CY CZ DE DK EE ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ').map((code) => [code, [code]]),
  ),
  GR: ['EL'],
  GB: ['GB', 'XI'],
};

/** The VAT-number prefixes of a country, empty where the number carries none. */
export const vatPrefixesOf = (country: string): readonly string[] => VAT_PREFIXES[country] ?? [];

/**
 * A foreign client's VAT number, checked loosely (no check digits, no call to VIES): in an EU
 * country (and the UK) its prefix and then 2–12 capital letters, digits, `+` or `*` (the shapes
 * VIES takes, written without spaces); elsewhere 3–20 letters, digits, spaces, dots, hyphens or
 * slashes, beginning with a letter or digit. Empty is allowed: not every client abroad has one.
 */
export function isValidForeignVatId(country: string, value: string): boolean {
  if (value === '') return true;
  const prefixes = vatPrefixesOf(country);
  if (prefixes.length) return prefixes.some((p) => value.startsWith(p) && /^[0-9A-Z+*]{2,12}$/.test(value.slice(p.length)));
  return /^[0-9A-Za-z][0-9A-Za-z .\-/]{2,19}$/.test(value);
}

/** Lower case without diacritics or punctuation ("&" is "and"), so "NEMAČKA ", "Nemacka" and "nemačka" compare. */
const simple = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'dj')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const NAME_LANGUAGES = ['sr-Latn', 'sr-Cyrl', 'en'] as const;
let byName: Map<string, string> | null = null;

/**
 * The code of a country as a spreadsheet writes it: an ISO code in any case (`at`), or its name in
 * Serbian (Latin or Cyrillic) or English; empty is Serbia. Null when nothing matches.
 */
export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return HOME_COUNTRY;
  if (isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase();
  if (!byName) {
    byName = new Map();
    for (const language of NAME_LANGUAGES) {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of COUNTRY_CODES) byName.set(simple(names.of(code) ?? code), code);
    }
  }
  return byName.get(simple(trimmed)) ?? null;
}

/** Every country with its name in a language, the home country first, the others by name. */
export function countryOptions(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const all = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  const home = all.filter((c) => c.code === HOME_COUNTRY);
  return [...home, ...all.filter((c) => c.code !== HOME_COUNTRY).sort((a, b) => collator.compare(a.name, b.name))];
}

/** A country's name in a language (the code where the runtime knows no name). */
export const countryName = (code: string, language: string): string => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
