import { osRegisterQuery } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { registerAt } from '../../master/fixed-assets/fixed-asset-reports.repo';
import { sellerOf } from '../../master/print-kit/parties';
import { printDocument, renderPdf } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale } from '../../master/print-kit/texts';

/** The print's own words, Serbian (written in the print's script) and English. */
const words = {
  title: { sr: 'Registar osnovnih sredstava', en: 'Fixed-asset register' },
  at: { sr: 'Stanje na dan {d}', en: 'At {d}' },
  invBroj: { sr: 'Inv. broj', en: 'Inv. no.' },
  naziv: { sr: 'Naziv', en: 'Name' },
  konto: { sr: 'Konto', en: 'Account' },
  lokacija: { sr: 'Lokacija', en: 'Location' },
  cost: { sr: 'Nabavna vrednost', en: 'Cost' },
  accumulated: { sr: 'Ispravka vrednosti', en: 'Accumulated depreciation' },
  net: { sr: 'Sadašnja vrednost', en: 'Net book value' },
  byKonto: { sr: 'Po kontima', en: 'By account' },
  byLokacija: { sr: 'Po lokacijama', en: 'By location' },
  total: { sr: 'Ukupno', en: 'Total' },
} as const;

/**
 * `GET /v1/osnovna-sredstva/print/stanje?datum=&konto=&lokacija=`: the register at a date as its
 * page and Excel have it (the same query), landscape: every asset, then the sums per account and
 * per location, the total last.
 */
export function fixedAssetsPrintModule(app: App, ctx: AppContext): void {
  app.get('/osnovna-sredstva/print/stanje', { schema: { querystring: osRegisterQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    const register = await registerAt(ctx.db, companyId, q);
    const l = printLocale(q.lang);
    const w = (key: keyof typeof words) => (l.language === 'en' ? words[key].en : l.script(words[key].sr));
    const text = (s: string) => (l.language === 'en' ? s : l.script(s));
    const seller = await sellerOf(ctx.db, companyId);
    const amounts = (r: { nabavnaVrednost: number; ispravka: number; sadasnjaVrednost: number }, bold = false): TableCell[] =>
      [r.nabavnaVrednost, r.ispravka, r.sadasnjaVrednost].map((v) => ({ text: l.money(v), alignment: 'right', bold }));
    const th = (key: keyof typeof words, right = false): TableCell => ({ text: w(key), style: 'th', ...(right ? { alignment: 'right' as const } : {}) });
    const layout = { hLineWidth: () => 0.3, vLineWidth: () => 0, hLineColor: () => '#888888', paddingTop: () => 2, paddingBottom: () => 2 };
    const groups = (title: keyof typeof words, list: typeof register.byKonto): Content[] => [
      { text: w(title), style: 'h2', margin: [0, 8, 0, 2] },
      {
        table: { headerRows: 1, widths: ['*', 70, 90, 90, 90], body: [[th(title === 'byKonto' ? 'konto' : 'lokacija'), { text: '#', style: 'th', alignment: 'right' }, th('cost', true), th('accumulated', true), th('net', true)], ...list.map((g): TableCell[] => [{ text: text(g.key) }, { text: String(g.count), alignment: 'right' }, ...amounts(g)])] },
        layout,
      },
    ];
    const pdf = await renderPdf(
      printDocument({ company: seller.naziv, title: w('title'), subject: w('title'), landscape: true, pageOf: l.pageOf, footNote: l.fill(l.t.printedAt, { d: l.date(belgradeToday()) }) }, [
        { text: w('title'), style: 'h1' },
        { text: seller.naziv, margin: [0, 0, 0, 1] },
        { text: l.fill(w('at'), { d: l.date(q.datum) }), margin: [0, 0, 0, 6] },
        {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [60, '*', 50, 90, 80, 80, 80],
            body: [
              [th('invBroj'), th('naziv'), th('konto'), th('lokacija'), th('cost', true), th('accumulated', true), th('net', true)],
              ...register.rows.map((r): TableCell[] => [{ text: r.invBroj }, { text: text(r.naziv) }, { text: r.konto }, { text: text(r.lokacija) }, ...amounts(r)]),
              [{ text: w('total'), colSpan: 4, bold: true }, { text: '' }, { text: '' }, { text: '' }, ...amounts(register.total, true)],
            ],
          },
          layout,
        },
        ...groups('byKonto', register.byKonto),
        ...groups('byLokacija', register.byLokacija),
      ]),
    );
    return sendPdf(reply, pdf, `Osnovna-sredstva_${q.datum}.pdf`);
  });
}
