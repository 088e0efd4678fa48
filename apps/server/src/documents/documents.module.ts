import type { Module } from '../platform/http';
import { registerDocumentRoutes } from './document.routes';
import type { DocumentFamily } from './family';
import { intFamily } from './int/int.family';
import { nivFamily } from './niv/niv.family';
import { prnFamily } from './prn/prn.family';
import { proformaInvoiceModule } from './prn/prn.invoice';
import { prodFamily } from './prod/prod.family';
import { psrFamily } from './psr/psr.family';
import { urFamily } from './ur/ur.family';

/** Every document family the server serves; adding a family adds it here. */
export const documentFamilies: DocumentFamily[] = [psrFamily, urFamily, nivFamily, intFamily, prodFamily, prnFamily];

export const documentsModule: Module = (app, ctx) => {
  for (const family of documentFamilies) registerDocumentRoutes(app, ctx, family);
  void proformaInvoiceModule(app, ctx);
};
