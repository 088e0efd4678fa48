import { asc, eq } from 'drizzle-orm';
import { artGrupa as artGrupaRow, artGrupaInput, artGrupaListQuery } from '@knjige/contract';
import { crudResource } from '../../platform/crud';
import { artGrupa, artMain } from '../../platform/db/schema';

export const artGrupaResource = crudResource({
  path: '/art-grupa',
  table: artGrupa,
  row: artGrupaRow,
  input: artGrupaInput,
  query: artGrupaListQuery,
  filters: (q) => (q.vArtikl ? eq(artGrupa.vArtikl, q.vArtikl) : undefined),
  search: [artGrupa.grpNaziv, artGrupa.grpSifra],
  orderBy: [asc(artGrupa.grpSifra), asc(artGrupa.id)],
  unique: { art_grupa_company_sifra_uq: 'grpSifra' },
  inUse: async (tx, _companyId, id) => {
    const count = await tx.$count(artMain, eq(artMain.grpId, id));
    return count > 0 ? { message: 'error.art-grupa.in-use', params: { count } } : null;
  },
});
