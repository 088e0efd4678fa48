import { docLabel, idParam, created, prodEntry } from '@knjige/contract';
import { lineTax } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { defaultDate, findPeriod, assertOpen } from '../../master/periods/period';
import { prodFamily } from '../prod/prod.family';
import { termDueDate } from '../family-helpers';
import { recordHistory } from '../../master/audit/history';
import { insertInvoice, insertInvoiceLines, invoiceLabel, lastInvoiceNumber, lockProforma, proformaLines, setProformaInvoice } from './prn.repo';

/**
 * "Make invoice": a draft sales invoice with the pro-forma's buyer, warehouse, terms and lines,
 * numbered next in its sub-type, dated today (inside the period), with the sales defaults (due after
 * the buyer's payment term). The
 * pro-forma remembers it; a second call is a 409 naming it.
 */
export async function invoiceFromProforma(db: Db, companyId: number, prnId: number, userId: number | null = null): Promise<number> {
  return db.transaction(async (tx) => {
    const prn = await lockProforma(tx, companyId, prnId);
    if (!prn) throw notFound();
    if (prn.prodId !== null) {
      throw conflict('error.prn.invoiced', { oznaka: (await invoiceLabel(tx, prn.prodId)) ?? '', id: prn.prodId });
    }
    const period = await findPeriod(tx, companyId, prn.periodId);
    assertOpen(period);
    const datum = defaultDate(period);
    const rbroj = (await lastInvoiceNumber(tx, companyId, prn.periodId, prn.vSubDoc)) + 1;
    const defaults = await prodFamily.initDefaults(tx, companyId, { datum, vSubDoc: prn.vSubDoc });
    // an offer is in dinars and taxed by its lines' rates: the invoice's lines the same, in dinars
    const lines = (await proformaLines(tx, prnId)).map((l) => ({
      ...l,
      iznosValuta: l.iznos,
      ...lineTax({ kategorija: '', izuzece: '' }, l),
      // an offer sells no fixed asset
      osId: null,
    }));
    const invoiceId = await insertInvoice(tx, {
      companyId,
      periodId: prn.periodId,
      vSubDoc: prn.vSubDoc,
      rbroj,
      oznaka: docLabel(prodEntry, prn.vSubDoc, rbroj, period.title),
      datum,
      napomena: prn.napomena,
      komentar: prn.komentar,
      opis: prn.opis,
      magId: prn.magId,
      komId: prn.komId,
      rokPlacanja: prn.valuta,
      // the offer's validity belongs to the offer, not to the invoice
      vaznost: '',
      otprema: prn.otprema,
      placanje: prn.placanje,
      vrstaPlacanja: defaults.vrstaPlacanja ?? '',
      periodObracuna: defaults.periodObracuna ?? '',
      mestoIsporuke: defaults.mestoIsporuke ?? '',
      // due after the buyer's payment term, as any invoice whose due date is left out
      datumDospeca: await termDueDate(tx, companyId, prn.komId, datum),
      datumIsporuke: datum,
      datumPrometa: datum,
      prnId,
      // a new invoice deducts no advance yet
      ...prodFamily.totals(lines, { ...prn, prnId, avansIznos: 0 } as never),
    });
    if (lines.length) {
      await insertInvoiceLines(
        tx,
        lines.map(({ id: _id, docId: _docId, ...line }) => ({ ...line, docId: invoiceId })),
      );
    }
    await setProformaInvoice(tx, prnId, invoiceId);
    // the invoice's history starts here, naming the pro-forma it was made from
    await recordHistory(tx, { companyId, userId, vDoc: prodFamily.vDoc, docId: invoiceId, action: 'create', detail: prn.oznaka });
    return invoiceId;
  });
}

export const proformaInvoiceModule: Module = (app, { db }) => {
  app.post('/doc-prn/:id/invoice', { schema: { params: idParam, response: { 201: created } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    const id = await invoiceFromProforma(db, companyId, request.params.id, userId);
    return reply.status(201).send({ id });
  });
};
