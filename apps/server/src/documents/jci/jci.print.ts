import { jciDoc } from '@knjige/contract';
import { listPrintOf, sumOf } from '../../master/print-kit/list-print';
import { totalsRow } from '../../master/print-kit/pdf';

/** The customs declarations' list print (the family's `listPrint`). */
export const jciListPrint = listPrintOf((r) => jciDoc.parse(r), (l, rows) => ({
  title: l.t.customsDeclarations,
  landscape: true,
  columns: [
    { header: l.t.document, width: 80, cell: (r) => r.oznaka },
    { header: l.t.docDate, width: 52, cell: (r) => l.date(r.datum) },
    { header: l.t.supplierDoc, width: 100, cell: (r) => r.dokBroj },
    { header: l.t.importDoc, width: 90, cell: (r) => r.urOznaka },
    { header: l.t.partner, width: '*', cell: (r) => r.komNaziv },
    { header: l.t.base, width: 70, align: 'right', cell: (r) => l.money(r.osnovica) },
    { header: l.t.vat, width: 66, align: 'right', cell: (r) => l.money(r.pdvIznos) },
  ],
  footer: [totalsRow(5, l.t.total, [l.money(sumOf(rows, (r) => r.osnovica)), l.money(sumOf(rows, (r) => r.pdvIznos))])],
}), 'jci');
