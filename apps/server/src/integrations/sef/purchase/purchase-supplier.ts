import { komMainInput } from '@knjige/contract';
import type { Tx } from '../../../platform/db/client';
import { invalid } from '../../../platform/errors';
import { clientByPib } from './purchase-inbox';
import { insertClient, markSupplier } from './purchase.repo';
import type { UblParty } from './purchase-ubl';

/**
 * Our supplier for the invoice: the client with its PIB, or a new firm made from the invoice's
 * party (name, address, PIB, registration number), checked by the client form's own schema; its
 * code is `SEF-<PIB>`. A party the schema refuses is a 422 on `supplier.<field>`.
 */
export async function supplierFor(tx: Tx, companyId: number, party: UblParty): Promise<{ komId: number; created: boolean }> {
  const found = await clientByPib(tx, companyId, party.pib);
  if (found) {
    // a client we only sold to until now: the invoice makes it a supplier too
    if (!found.isDobavljac) await markSupplier(tx, found.id);
    return { komId: found.id, created: false };
  }
  const parsed = komMainInput.safeParse({
    vKom: 'firma',
    sifra: `SEF-${party.pib}`.slice(0, 20),
    intNaziv: party.name.slice(0, 100),
    naziv: party.name.slice(0, 200),
    postcode: party.postcode.slice(0, 10),
    mesto: party.city.slice(0, 100),
    // UBL's street is optional; the client form's address is not: the city stands in for it
    adresa: (party.address || party.city).slice(0, 200),
    maticniBroj: party.mb,
    pib: party.pib,
    isDobavljac: true,
    isPdvObveznik: true,
    pdvBroj: party.pib ? `RS${party.pib}` : '',
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[`supplier.${issue.path.join('.')}`] = issue.message.startsWith('error.') ? issue.message : `error.${String(issue.path[0])}.${issue.message}`;
    throw invalid(errors);
  }
  return { komId: await insertClient(tx, { ...parsed.data, companyId }), created: true };
}
