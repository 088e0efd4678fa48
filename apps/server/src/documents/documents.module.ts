import type { Module } from '../platform/http';
import { someKind, type SomeImportKind } from '../platform/import/import-kind';
import { carryForwardModule } from './carry-forward';
import { registerDocumentRoutes } from './document.routes';
import type { DocumentFamily } from './family';
import { fakFamily } from './fak/fak.family';
import { registerFakRoutes } from './fak/fak.routes';
import { fisFamily } from './fis/fis.family';
import { intFamily } from './int/int.family';
import { knodFamily } from './knod/knod.family';
import { knzFamily } from './knz/knz.family';
import { pskFamily } from './psk/psk.family';
import { zrnFamily } from './zrn/zrn.family';
import { kmpFamily } from './kmp/kmp.family';
import { amoFamily } from './amo/amo.family';
import { blgFamily } from './blg/blg.family';
import { jciFamily } from './jci/jci.family';
import { avrFamily } from './avr/avr.family';
import { nalFamily } from './nal/nal.family';
import { nivFamily } from './niv/niv.family';
import { prnFamily } from './prn/prn.family';
import { proformaInvoiceModule } from './prn/prn.invoice';
import { prodFamily } from './prod/prod.family';
import { psrFamily } from './psr/psr.family';
import { urFamily } from './ur/ur.family';
import { trnFamily } from './trn/trn.family';
import { statementImport } from './trn/trn.import';
import { internalInvoiceData } from './internal-invoice/internal-invoice.xml';
import { registerInternalInvoiceRoutes } from './internal-invoice/internal-invoice.routes';
import type { XmlData } from '@knjige/contract';
import type { Reader } from '../platform/db/client';

/** Every document family the server serves; adding a family adds it here. */
export const documentFamilies: DocumentFamily[] = [psrFamily, urFamily, nivFamily, intFamily, fisFamily, fakFamily, trnFamily, pskFamily, zrnFamily, knodFamily, knzFamily, prodFamily, prnFamily, avrFamily, jciFamily, nalFamily, kmpFamily, blgFamily, amoFamily];

/** The imports a family provides (a bank statement into a statement document), by import kind. */
export const documentImports: { 'doc-trn': SomeImportKind } = { 'doc-trn': someKind(statementImport) };

/**
 * E-invoices SEF takes that are not a family's documents, by their outbox name: the internal
 * invoice of a reverse-charge purchase (`iri`, docs/decisions.md#internal-invoices-on-sef).
 */
export const einvoiceSources: Record<string, (tx: Reader, companyId: number, id: number) => Promise<XmlData>> = { iri: internalInvoiceData };

export const documentsModule: Module = (app, ctx) => {
  for (const family of documentFamilies) registerDocumentRoutes(app, ctx, family);
  registerFakRoutes(app, ctx);
  registerInternalInvoiceRoutes(app, ctx);
  void proformaInvoiceModule(app, ctx);
  void carryForwardModule(app, ctx);
};
