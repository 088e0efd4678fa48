import { countryName, isAbroad } from '@knjige/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Party } from './parties';
import type { PrintLocale } from './texts';

/* The blocks the invoice-like prints share (the sales and retail invoices, the advance invoice). */

/** A party's block: its role, name, address, PIB, matični broj, JBKJS and any further lines. */
export const partyBlock = (title: string, p: Party, l: PrintLocale, extra: string[] = []): Content => ({
  stack: [
    { text: title, style: 'label' },
    { text: p.naziv, bold: true, fontSize: 10 },
    p.adresa,
    p.mesto,
    // a party abroad: its country, its VAT number and tax number as its country writes them (no PIB)
    ...(isAbroad(p.country)
      ? [countryName(p.country, l.language === 'en' ? 'en' : 'sr-Latn'), ...(p.inoPdvBroj ? [`${l.t.vatNo}: ${p.inoPdvBroj}`] : []), ...(p.pib ? [`${l.t.taxNo}: ${p.pib}`] : [])]
      : p.pib
        ? [`${l.t.pib}: ${p.pib}`]
        : []),
    ...(p.maticniBroj ? [`${l.t.mb}: ${p.maticniBroj}`] : []),
    ...(p.jbkjs ? [`${l.t.jbkjs}: ${p.jbkjs}`] : []),
    ...extra,
  ],
});

/** Label and value rows (an empty value leaves its row out). */
export const keyValues = (rows: Array<[string, string]>): Content => ({
  table: { widths: ['auto', '*'], body: rows.filter(([, v]) => v !== '').map(([k, v]): TableCell[] => [{ text: k, style: 'label' }, { text: v, bold: true }]) },
  layout: 'noBorders',
});

/** The thin frame around the buyer's block. */
export const boxLayout = { hLineWidth: () => 0.6, vLineWidth: () => 0.6, hLineColor: () => '#888888', vLineColor: () => '#888888', paddingLeft: () => 6, paddingRight: () => 6, paddingTop: () => 4, paddingBottom: () => 4 };
