import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentReference } from '@knjige/domain';
import { authHeader, useTestApp } from '../../test/harness';
import { documents } from '../../test/documents';
import { pdfPagePng, pdfText } from '../../test/pdf';

/**
 * The open-items statement (IOS) and an overpayment (docs/decisions.md#client-ledger-balances-and-open-items, docs/decisions.md#prints): an invoice of
 * 12,000.00 paid by 6,000.00 and 7,200.00 leaves the client at −1,200.00 with no open invoice. The
 * statement shows the 1,200.00 as an open credit (a payment on account), the balances' ageing
 * counts it as not due, and the next invoice (3,600.00) closes it: 2,400.00 left open.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let S: number;
let rbroj = 0;

beforeEach(async () => {
  rbroj = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  const res = await d.call('POST', '/v1/kom-main', {
    vKom: 'firma',
    sifra: 'IOSK',
    intNaziv: 'Kupac IOS',
    naziv: 'Kupac IOS d.o.o.',
    postcode: '21000',
    mesto: 'Novi Sad',
    adresa: 'Bulevar 5',
    pib: '101134702',
    isKupac: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  K = res.json().id;
  S = await d.article('usluga', 'IOS1', 2000);
});

async function invoice(datum: string, dueDate: string, base: number) {
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: ++rbroj, datum, magId: null, komId: K, datumDospeca: dueDate, datumIsporuke: datum, datumPrometa: datum });
  await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: base });
  await d.lock('doc-prod', id);
  return id;
}

async function payments(datum: string, amounts: number[]) {
  const trnId = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  const trn = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: ++rbroj, datum, trnId });
  for (const uplata of amounts) await d.item('doc-trn', trn, { vNalog: 'uplata', komId: K, uplata });
  await d.lock('doc-trn', trn);
  return (await d.read('doc-trn', trn)).oznaka as string;
}

const ios = async (datum: string) => (await d.get(`/v1/rpt-kom/ios/${K}?periodId=2&datum=${datum}`)).data;
const balance = async (datum: string) => (await d.get(`/v1/rpt-kom/stanje?periodId=2&datum=${datum}&perPage=200`)).data.find((r: { id: number }) => r.id === K);
const squeezed = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ');

describe('IOS: open items and an overpayment as an open credit', () => {
  it('an overpaid invoice leaves a credit of 1,200.00 on the statement, in the ageing and the print; the next invoice closes it', async () => {
    await invoice('2024-03-01', '2024-03-31', 10_000_00);
    const first = await payments('2024-03-10', [6_000_00]);
    const second = await payments('2024-03-20', [7_200_00]);

    const march = await ios('2024-03-31');
    expect(march.items).toEqual([]);
    expect(march.credits).toEqual([expect.objectContaining({ docOznaka: second, datum: '2024-03-20', dir: 'receivable', iznos: 7_200_00, iskorisceno: 6_000_00, otvoreno: 1_200_00 })]);
    expect([march.otvorenoDuguje, march.otvorenoPotrazuje, march.saldo]).toEqual([0, 1_200_00, -1_200_00]);
    // before the second payment the invoice was open for 6,000.00 and there was no credit
    const midMarch = await ios('2024-03-15');
    expect(midMarch.items.map((i: { otvoreno: number }) => i.otvoreno)).toEqual([6_000_00]);
    expect([midMarch.credits, midMarch.saldo]).toEqual([[], 6_000_00]);
    // the balances: −1,200.00, all of it not due, nothing overdue
    expect(await balance('2024-03-31')).toMatchObject({ stanje: -1_200_00, nedospelo: -1_200_00, dospelo: 0, d1_30: 0 });

    const res = await d.call('GET', `/v1/rpt-kom/print/ios/${K}?periodId=2&datum=2024-03-31`);
    expect(res.statusCode).toBe(200);
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/ios-credit.png`, await pdfPagePng(res.rawPayload));
    const text = squeezed(await pdfText(res.rawPayload));
    expect(text).toContain(`${second} preplata / avans 20.03.2024 1.200,00`);
    expect(text).toContain('Ukupno 0,00 1.200,00');
    expect(text).toContain('Saldo u vašu korist: 1.200,00');
    expect(text).not.toContain(first);

    // the next invoice, 3,000.00 + 600.00, takes the credit: 2,400.00 left of it
    const next = await invoice('2024-04-05', '2024-05-05', 3_000_00);
    const april = await ios('2024-04-30');
    expect(april.credits).toEqual([]);
    expect(april.items).toEqual([expect.objectContaining({ docId: next, iznos: 3_600_00, zatvoreno: 1_200_00, otvoreno: 2_400_00 })]);
    expect([april.otvorenoDuguje, april.otvorenoPotrazuje, april.saldo]).toEqual([2_400_00, 0, 2_400_00]);
    expect(await balance('2024-04-30')).toMatchObject({ stanje: 2_400_00, nedospelo: 2_400_00, dospelo: 0 });
    // the statement at the end of March still shows the credit: the invoice that took it came later
    expect((await ios('2024-03-31')).credits.map((c: { otvoreno: number }) => c.otvoreno)).toEqual([1_200_00]);
  });

  it('prints the standard form: our company and the partner, the items with reference and due date, the balance, the deadline, signatures and the return slip', async () => {
    await invoice('2024-03-01', '2024-03-31', 10_000_00);
    await invoice('2024-03-05', '2024-04-04', 2_500_00);
    await payments('2024-03-10', [5_000_00]);
    const res = await d.call('GET', `/v1/rpt-kom/print/ios/${K}?periodId=2&datum=2024-03-31`);
    expect(res.statusCode).toBe(200);
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/ios.png`, await pdfPagePng(res.rawPayload));
    const text = squeezed(await pdfText(res.rawPayload));
    for (const expected of [
      'IZVOD OTVORENIH STAVKI',
      'na dan 31.03.2024',
      'Demo Trgovina d.o.o.',
      'Kupac IOS d.o.o.',
      'Bulevar 5',
      'PIB: 101134702',
      // 12,000.00 less the 5,000.00 paid; 3,000.00 not yet due
      `IR-USLUGA-1/2024 01.03.2024 31.03.2024 97 ${documentReference('IR-USLUGA-1/2024')} 7.000,00`,
      `IR-USLUGA-2/2024 05.03.2024 04.04.2024 97 ${documentReference('IR-USLUGA-2/2024')} 3.000,00`,
      'Ukupno 10.000,00 0,00',
      'Saldo u našu korist: 10.000,00',
      'u roku od 8 dana',
      'Za Demo Trgovina d.o.o.',
      'Potvrđujemo saglasnost sa iskazanim stanjem.',
      'Osporavamo iskazano stanje',
      'Za Kupac IOS d.o.o.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // two signature lines: ours on the statement, theirs on the slip
    expect(text.match(/Potpis ovlašćenog lica/g)).toHaveLength(2);
  });
});
