import { trnDoc } from '@knjige/contract';
import { listPrintOf, sumOf } from '../../master/print-kit/list-print';
import { totalsRow } from '../../master/print-kit/pdf';

/** The statements' list print (`doc-trn/print/spisak`, docs/domain.md#calls; the family's `listPrint`). */
export const trnListPrint = listPrintOf((r) => trnDoc.parse(r), (l, rows) => ({
  title: l.t.statements,
  columns: [
    { header: l.t.document, width: 90, cell: (r) => r.oznaka },
    { header: l.t.docDate, width: 56, cell: (r) => l.date(r.datum) },
    { header: l.t.account, width: '*', cell: (r) => r.trnNaziv },
    { header: l.t.inflow, width: 80, align: 'right', cell: (r) => l.money(r.uplata) },
    { header: l.t.outflow, width: 80, align: 'right', cell: (r) => l.money(r.isplata) },
  ],
  footer: [totalsRow(3, l.t.total, [l.money(sumOf(rows, (r) => r.uplata)), l.money(sumOf(rows, (r) => r.isplata))])],
}), 'izvodi');
