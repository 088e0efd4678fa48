import { asc, eq } from 'drizzle-orm';
import { komMesto as komMestoRow, komMestoInput } from '@knjige/contract';
import { crudResource } from '../../platform/crud';
import { komMain, komMesto } from '../../platform/db/schema';

export const komMestoResource = crudResource({
  path: '/kom-mesto',
  table: komMesto,
  row: komMestoRow,
  input: komMestoInput,
  search: [komMesto.naziv, komMesto.postcode, komMesto.opstina],
  orderBy: [asc(komMesto.naziv), asc(komMesto.postcode)],
  unique: { kom_mesto_company_postcode_naziv_uq: 'naziv' },
  inUse: async (tx, _companyId, id) => {
    const count = await tx.$count(komMain, eq(komMain.mestoId, id));
    return count > 0 ? { message: 'error.kom-mesto.in-use', params: { count } } : null;
  },
});
