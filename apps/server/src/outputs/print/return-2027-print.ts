import type { PreparedReturn, PreparedReturnCause, VatReturn2027 } from '@knjige/contract';
import { pppdvLayout, return2027Layout, return2027Parts, type Return2027Row } from '@knjige/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Column } from '../../master/print-kit/pdf';
import type { PrintLocale } from '../../master/print-kit/texts';

/** The print's own words (Serbian in Latin; the Cyrillic print transliterates). */
const words = {
  sr: {
    title: 'PORESKA PRIJAVA PDV (obrazac od 2027)',
    corrections: 'Ispravke iz ranijih perioda, po dokumentima',
    document: 'Dokument',
    reason: 'Razlog',
    prepared: 'Prijava koju je pripremio SEF, pored knjiga',
    books: 'Knjige',
    sef: 'Pripremljeno (SEF)',
    difference: 'Razlika',
    source: { sef: 'Izvor: prijava koju je pripremio SEF.', computed: 'Izvor: izračunato iz onoga što SEF ima prema sinhronizaciji.' },
    none: 'Pripremljene prijave za ovaj mesec nema',
    reasons: { note: 'knjižno odobrenje / zaduženje na raniji račun', 'late-purchase': 'ulazni račun ranijeg meseca', 'late-acceptance': 'prihvaćen na SEF-u posle roka' },
    causes: {
      'not-sent': 'proknjiženo, nije poslato na SEF',
      'send-failed': 'proknjiženo, slanje na SEF nije uspelo',
      'buyer-not-on-sef': 'kupac je na SEF-u, a račun nije poslat',
      rejected: 'odbijeno na SEF-u, i dalje proknjiženo',
      cancelled: 'otkazano na SEF-u, i dalje proknjiženo',
      storno: 'stornirano na SEF-u, i dalje proknjiženo',
      'not-booked': 'na SEF-u, nije proknjiženo',
      'not-accepted': 'nabavka nije prihvaćena na SEF-u',
      'accepted-late': 'nabavka prihvaćena posle roka',
      'record-missing': 'nedostaje evidencija PDV',
      'record-not-sent': 'evidencija PDV nije poslata',
      'record-changed': 'dokument izmenjen posle slanja evidencije PDV',
      'tax-point-other-month': 'poreska obaveza u drugom mesecu',
      rounding: 'zaokruživanje dokumenta',
      unexplained: 'razlika bez objašnjenja',
    } satisfies Record<PreparedReturnCause, string>,
  },
  en: {
    title: 'VAT RETURN (the form from 2027)',
    corrections: 'Corrections of earlier periods, by document',
    document: 'Document',
    reason: 'Reason',
    prepared: 'The return SEF prepared, beside the books',
    books: 'Books',
    sef: 'Prepared (SEF)',
    difference: 'Difference',
    source: { sef: 'Source: the return SEF prepared.', computed: "Source: computed from what the synchronisation knows SEF holds." },
    none: 'No prepared return for this month',
    reasons: { note: 'credit / debit note on an earlier invoice', 'late-purchase': 'purchase invoice of an earlier month', 'late-acceptance': 'accepted on SEF after its deadline' },
    causes: {
      'not-sent': 'booked, not sent to SEF',
      'send-failed': 'booked, sending to SEF failed',
      'buyer-not-on-sef': 'the buyer is on SEF and the invoice was not sent',
      rejected: 'rejected on SEF, still booked',
      cancelled: 'cancelled on SEF, still booked',
      storno: 'stornoed on SEF, still booked',
      'not-booked': 'on SEF, not booked',
      'not-accepted': 'purchase not accepted on SEF',
      'accepted-late': 'purchase accepted too late',
      'record-missing': 'VAT record missing',
      'record-not-sent': 'VAT record not sent',
      'record-changed': 'document changed after its VAT record was sent',
      'tax-point-other-month': 'tax point in another month',
      rounding: 'rounding of the document',
      unexplained: 'difference not explained',
    } satisfies Record<PreparedReturnCause, string>,
  },
};

/** The prepared return, or why there is none (printed in its place). */
export type PreparedOrWhy = { ok: true; data: PreparedReturn } | { ok: false; why: string };

/** The print of the 2027 form: its rows (the table), the corrections by document and the prepared return's three columns with their causes (after it). */
export function return2027Print(r: VatReturn2027, prepared: PreparedOrWhy, l: PrintLocale) {
  const w = l.language === 'en' ? words.en : words.sr;
  const say = (s: string) => (l.language === 'en' ? s : l.script(s));
  const name = (n: { sr: string; en: string }) => (l.language === 'en' ? n.en : l.script(n.sr));
  const t = l.t;
  const figure = (field: string | null) => (field ? l.money(r.fields[field] ?? 0) : '');
  const columns: Column<Return2027Row>[] = [
    { header: t.row, width: 26, align: 'right', cell: (x) => String(x.red) },
    { header: t.description, width: '*', cell: (x) => `${x.red === 1 || x.red === 6 || x.red === 10 || x.red === 12 ? `${name(return2027Parts[x.part])}: ` : ''}${name(x.name)}` },
    { header: t.field, width: 30, cell: (x) => x.osn ?? '' },
    { header: t.base, width: 80, align: 'right', cell: (x) => figure(x.osn) },
    { header: t.field, width: 30, cell: (x) => x.pdv ?? '' },
    { header: t.vat, width: 80, align: 'right', cell: (x) => figure(x.pdv) },
  ];
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const th = (texts: string[], rightFrom: number): TableCell[] => texts.map((text, i) => ({ text, style: 'th', alignment: i >= rightFrom ? 'right' : 'left' }));
  const layout = { hLineWidth: (i: number) => (i <= 1 ? 0.8 : 0.3), vLineWidth: () => 0, hLineColor: () => '#888888', paddingTop: () => 2, paddingBottom: () => 2 };
  const after: Content[] = [];
  if (r.corrections.length) {
    after.push({ text: say(w.corrections), bold: true, margin: [0, 12, 0, 4] });
    after.push({
      fontSize: 8,
      table: {
        headerRows: 1,
        widths: [30, '*', 60, '*', 72, 64],
        body: [
          th([t.field, say(w.document), t.docDate, say(w.reason), t.base, t.vat], 4),
          ...r.corrections.map((c): TableCell[] => [c.field, c.dokBroj && c.dokBroj !== c.label ? `${c.label} · ${c.dokBroj}` : c.label, l.date(c.datum), say(w.reasons[c.reason]), right(l.money(c.osnovica)), right(l.money(c.pdvIznos))]),
        ],
      },
      layout,
    });
  }
  after.push({ text: say(w.prepared), style: 'h1', margin: [0, 14, 0, 4] });
  if (!prepared.ok) {
    after.push({ text: `${say(w.none)}: ${prepared.why}` });
    return { title: say(w.title), columns, rows: return2027Layout, after };
  }
  const p = prepared.data;
  after.push({ text: say(w.source[p.source]), margin: [0, 0, 0, 4] });
  const fieldName = (field: string) => {
    const row = pppdvLayout.find((x) => x.osn === field || x.pdv === field)!;
    return `${name(row.name)} – ${field.startsWith('0') ? t.base : t.vat}`;
  };
  const body: TableCell[][] = [th([t.field, t.description, say(w.books), say(w.sef), say(w.difference)], 2)];
  for (const f of p.fields) {
    body.push([f.field, fieldName(f.field), right(l.money(f.books)), right(l.money(f.prepared)), right(l.money(f.difference), f.difference !== 0)]);
    for (const c of p.causes.filter((x) => x.field === f.field)) {
      body.push(['', { text: `${c.label}${c.date ? ` · ${l.date(c.date)}` : ''} · ${say(w.causes[c.cause])}`, italics: true, colSpan: 3 }, '', '', { text: l.money(c.amount), alignment: 'right', italics: true }]);
    }
  }
  after.push({ fontSize: 8, table: { headerRows: 1, dontBreakRows: true, widths: [30, '*', 72, 72, 72], body }, layout });
  return { title: say(w.title), columns, rows: return2027Layout, after };
}
