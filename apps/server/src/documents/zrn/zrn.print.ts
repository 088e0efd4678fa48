import { zrnDoc } from '@knjige/contract';
import { listPrintOf, sumOf } from '../../master/print-kit/list-print';
import { totalsRow } from '../../master/print-kit/pdf';

/** The expense invoices' list print (docs/domain.md#screens-and-routes: the print-list button; the family's `listPrint`). */
export const zrnListPrint = listPrintOf((r) => zrnDoc.parse(r), (l, rows) => ({
  title: l.t.expenses,
  landscape: true,
  columns: [
    { header: l.t.document, width: 80, cell: (r) => r.oznaka },
    { header: l.t.docDate, width: 52, cell: (r) => l.date(r.datum) },
    { header: l.t.partner, width: '*', cell: (r) => r.komNaziv },
    { header: l.t.supplierDoc, width: 100, cell: (r) => [r.dokBroj, r.dokDatum ? l.date(r.dokDatum) : ''].filter(Boolean).join(' ') },
    { header: l.t.cost, width: 110, cell: (r) => r.trosak },
    { header: l.t.base, width: 66, align: 'right', cell: (r) => l.money(r.osnovica) },
    { header: l.t.vat, width: 60, align: 'right', cell: (r) => l.money(r.pdvIznos) },
    { header: l.t.total, width: 70, align: 'right', cell: (r) => l.money(r.iznos) },
  ],
  footer: [totalsRow(5, l.t.total, [l.money(sumOf(rows, (r) => r.osnovica)), l.money(sumOf(rows, (r) => r.pdvIznos)), l.money(sumOf(rows, (r) => r.iznos))])],
}), 'troskovni-racuni');
