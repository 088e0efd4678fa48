import type { Module } from '../platform/http';
import type { ImportKind } from '../modules/import/import-kind';
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

/** Every document family the server serves; adding a family adds it here. */
export const documentFamilies: DocumentFamily[] = [psrFamily, urFamily, nivFamily, intFamily, fisFamily, fakFamily, trnFamily, pskFamily, zrnFamily, knodFamily, knzFamily, prodFamily, prnFamily, avrFamily, jciFamily, nalFamily, kmpFamily, amoFamily];

/** The imports a family provides (a bank statement into a statement document), by import kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own lookup and row types
export const documentImports: { 'doc-trn': ImportKind<any, any> } = { 'doc-trn': statementImport };

export const documentsModule: Module = (app, ctx) => {
  for (const family of documentFamilies) registerDocumentRoutes(app, ctx, family);
  registerFakRoutes(app, ctx);
  void proformaInvoiceModule(app, ctx);
  void carryForwardModule(app, ctx);
};
