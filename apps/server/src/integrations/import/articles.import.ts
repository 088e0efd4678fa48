import { artMainInput, issuesToFieldErrors, vArtikl, type VArtikl } from '@knjige/contract';
import { parseScaled } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { normalizeHeader, type ImportKind } from '../../platform/import/import-kind';
import { articleLookupRows, insertArticleGroups, insertArticles } from './import.repo';

interface Lookups {
  codes: Set<string>;
  groups: Map<string, number>;
  units: Map<string, string>;
  vat: Map<string, number>;
}

export interface ArticleRow {
  vArtikl: VArtikl;
  intSifra: string;
  artNaziv: string;
  barkod: string;
  meraCode: string;
  pdvId: number;
  /** an existing group id, or the name of a group to create */
  group: number | string;
}

const articleFields = artMainInput.omit({ grpId: true });

/** '20', '20%', '20,00 %' → 2000 (hundredths of a percent). */
function vatKey(text: string): string {
  const rate = parseScaled(text.replace('%', ''), 2, 'sr-Latn');
  return rate === null ? normalizeHeader(text) : String(rate);
}

export const articlesImport: ImportKind<Lookups, ArticleRow> = {
  fields: [
    { name: 'intSifra', required: true, aliases: ['sifra', 'sifra artikla', 'kod', 'code', 'int sifra', 'intsifra', 'sku'] },
    { name: 'artNaziv', required: true, aliases: ['naziv', 'naziv artikla', 'name', 'artikl', 'artnaziv', 'opis'] },
    { name: 'barkod', required: false, aliases: ['barkod', 'bar kod', 'barcode', 'ean'] },
    { name: 'grupa', required: true, aliases: ['grupa', 'grupa artikala', 'group', 'grp', 'grpsifra', 'grpnaziv'] },
    { name: 'meraCode', required: true, aliases: ['jm', 'jedinica mere', 'mera', 'unit', 'jmj', 'meracode'] },
    { name: 'pdvStopa', required: true, aliases: ['pdv', 'pdv stopa', 'stopa', 'vat', 'tax', 'poreska stopa', 'pdvstopa'] },
    { name: 'vArtikl', required: false, aliases: ['vrsta', 'tip', 'type', 'vartikl', 'vrsta artikla'] },
  ],

  async lookups(tx: Reader, companyId: number): Promise<Lookups> {
    const [codes, groups, unitRows, vatRows] = await articleLookupRows(tx, companyId);
    const groupMap = new Map<string, number>();
    for (const g of groups) {
      groupMap.set(normalizeHeader(g.naziv), g.id);
      groupMap.set(normalizeHeader(g.sifra), g.id);
    }
    const unitMap = new Map<string, string>();
    for (const u of unitRows) {
      unitMap.set(normalizeHeader(u.name), u.code);
      unitMap.set(normalizeHeader(u.code), u.code);
    }
    const vat = new Map<string, number>();
    for (const r of vatRows) {
      vat.set(normalizeHeader(r.opis), r.id);
      if (!vat.has(String(r.stopa))) vat.set(String(r.stopa), r.id);
    }
    return { codes: new Set(codes.map((c) => c.code)), groups: groupMap, units: unitMap, vat };
  },

  check(values, lookups) {
    const type = (values.vArtikl ?? '').toLowerCase();
    const meraCode = lookups.units.get(normalizeHeader(values.meraCode ?? ''));
    const pdvId = values.pdvStopa ? lookups.vat.get(vatKey(values.pdvStopa)) : undefined;
    const parsed = articleFields.safeParse({
      vArtikl: (vArtikl as readonly string[]).includes(type) ? type : 'roba',
      intSifra: values.intSifra ?? '',
      artNaziv: values.artNaziv ?? '',
      barkod: values.barkod || values.intSifra || '',
      meraCode: meraCode ?? values.meraCode ?? '',
      pdvId: pdvId ?? 0,
    });
    const errors: Record<string, string> = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (values.meraCode && !meraCode) errors.meraCode = 'error.mera.not-found';
    if (values.pdvStopa && !pdvId) errors.pdvId = 'error.pdvId.not-found';
    const groupText = values.grupa ?? '';
    if (!groupText) errors.grupa = 'error.grupa.required';
    if (values.vArtikl && !(vArtikl as readonly string[]).includes(type)) errors.vArtikl = 'error.vArtikl.invalid';
    if (parsed.success && lookups.codes.has(parsed.data.intSifra)) errors.intSifra = 'error.intSifra.unique';
    if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
    const group = lookups.groups.get(normalizeHeader(groupText)) ?? groupText.slice(0, 100);
    return { ok: true, value: { ...parsed.data, barkod: parsed.data.barkod, pdvId: pdvId!, group } };
  },

  uniqueKey: (row) => ({ field: 'intSifra', value: row.intSifra }),

  async insert(tx, companyId, rows, lookups) {
    // Groups named in the file that do not exist yet are created once, with the article type of their first row.
    const newGroups = new Map<string, VArtikl>();
    for (const r of rows) if (typeof r.group === 'string' && !newGroups.has(r.group)) newGroups.set(r.group, r.vArtikl);
    const groupIds = new Map(lookups.groups);
    if (newGroups.size) {
      const created = await insertArticleGroups(
        tx,
        [...newGroups].map(([name, type]) => ({ companyId, vArtikl: type, grpSifra: name.slice(0, 20), grpNaziv: name })),
      );
      for (const g of created) groupIds.set(normalizeHeader(g.naziv), g.id);
    }
    await insertArticles(
      tx,
      rows.map(({ group, ...r }) => ({
        ...r,
        companyId,
        grpId: typeof group === 'number' ? group : groupIds.get(normalizeHeader(group))!,
      })),
    );
    return { groupsCreated: newGroups.size };
  },
};
