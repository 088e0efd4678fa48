import { eq } from 'drizzle-orm';
import { issuesToFieldErrors, komMainInput, vKom, type z } from '@knjige/contract';
import { countryCodeOf } from '@knjige/domain';
import { komMain } from '../../platform/db/schema';
import { normalizeHeader, parseFlag, type ImportKind } from '../../platform/import/import-kind';

type ClientRow = z.output<typeof komMainInput>;

const flags = ['isKupac', 'isDobavljac', 'isPdvObveznik', 'isJP'] as const;

export const clientsImport: ImportKind<{ codes: Set<string> }, ClientRow> = {
  fields: [
    { name: 'sifra', required: true, aliases: ['sifra', 'sifra klijenta', 'sifra komitenta', 'code', 'id'] },
    { name: 'intNaziv', required: true, aliases: ['naziv', 'kratak naziv', 'name', 'intnaziv', 'klijent', 'komitent'] },
    { name: 'naziv', required: false, aliases: ['pun naziv', 'puni naziv', 'full name', 'naziv firme', 'poslovno ime'] },
    { name: 'vKom', required: false, aliases: ['vrsta', 'tip', 'type', 'vkom'] },
    { name: 'pib', required: false, aliases: ['pib', 'poreski broj', 'tax id', 'vat id', 'pib jmbg'] },
    { name: 'maticniBroj', required: false, aliases: ['mb', 'maticni broj', 'maticnibroj', 'registration number', 'mbr'] },
    { name: 'jmbg', required: false, aliases: ['jmbg'] },
    { name: 'adresa', required: true, aliases: ['adresa', 'ulica', 'address', 'street'] },
    { name: 'postcode', required: true, aliases: ['postanski broj', 'ptt', 'postcode', 'zip', 'postal code', 'pb'] },
    { name: 'mesto', required: true, aliases: ['mesto', 'grad', 'city', 'place', 'opstina'] },
    { name: 'telefon', required: false, aliases: ['telefon', 'tel', 'phone'] },
    { name: 'mobilni', required: false, aliases: ['mobilni', 'mob', 'mobile'] },
    { name: 'email', required: false, aliases: ['email', 'e mail', 'mail', 'e posta'] },
    { name: 'web', required: false, aliases: ['web', 'website', 'sajt'] },
    { name: 'gln', required: false, aliases: ['gln'] },
    { name: 'sifraDelatnosti', required: false, aliases: ['sifra delatnosti', 'delatnost', 'activity code'] },
    { name: 'jbkjs', required: false, aliases: ['jbkjs'] },
    { name: 'pdvBroj', required: false, aliases: ['pdv broj', 'pdvbroj', 'vat number'] },
    { name: 'isKupac', required: false, aliases: ['kupac', 'is kupac', 'buyer', 'customer'] },
    { name: 'isDobavljac', required: false, aliases: ['dobavljac', 'is dobavljac', 'supplier'] },
    { name: 'isPdvObveznik', required: false, aliases: ['pdv obveznik', 'obveznik pdv', 'vat payer', 'u sistemu pdv'] },
    { name: 'isJP', required: false, aliases: ['javni sektor', 'jp', 'public sector', 'budzetski korisnik'] },
    { name: 'drzava', required: false, aliases: ['drzava', 'zemlja', 'country', 'oznaka drzave', 'country code'] },
    { name: 'inoPdvBroj', required: false, aliases: ['ino pdv broj', 'pdv broj u inostranstvu', 'foreign vat number', 'eu vat', 'vat id abroad', 'uid'] },
    { name: 'rokPlacanjaDana', required: false, aliases: ['rok placanja', 'rok placanja dana', 'valuta placanja', 'payment term', 'payment terms', 'dana za placanje'] },
  ],

  async lookups(tx, companyId) {
    const rows = await tx.select({ code: komMain.sifra }).from(komMain).where(eq(komMain.companyId, companyId));
    return { codes: new Set(rows.map((r) => r.code)) };
  },

  check(values, { codes }) {
    const type = normalizeHeader(values.vKom ?? '');
    const input: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) input[key] = value;
    for (const flag of flags) input[flag] = parseFlag(values[flag] ?? '');
    input.vKom = (vKom as readonly string[]).includes(type) ? type : type.startsWith('fiz') || type === 'lice' ? 'kupac' : 'firma';
    input.naziv = values.naziv || values.intNaziv || '';
    // a country as its code or its name (Serbian or English); empty is Serbia
    const country = countryCodeOf(values.drzava ?? '');
    if (country === null) return { ok: false, errors: { drzava: 'error.drzava.invalid' } };
    input.drzava = country;
    // whole days (empty: 0, due on the invoice's day); any other text is left for the schema to refuse
    const days = (values.rokPlacanjaDana ?? '').trim();
    input.rokPlacanjaDana = days === '' ? 0 : /^\d+$/.test(days) ? Number(days) : days;
    const parsed = komMainInput.safeParse(input);
    if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
    if (codes.has(parsed.data.sifra)) return { ok: false, errors: { sifra: 'error.sifra.unique' } };
    return { ok: true, value: parsed.data };
  },

  uniqueKey: (row) => ({ field: 'sifra', value: row.sifra }),

  async insert(tx, companyId, rows) {
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(komMain).values(rows.slice(i, i + 500).map((r) => ({ ...r, companyId })));
    }
    return { groupsCreated: 0 };
  },
};
