import { beforeEach, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { pdfText } from '../../../test/pdf';

/** The final invoice's print (issue 22 §3, VAT-AND-LEDGER.md A3): the whole supply, the advances deducted per rate, the amount due. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
});

const squeezed = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ').replace(/(\d) ?%/g, '$1 %');

it('prints the whole supply, the advance deducted per rate and what is left to pay', async () => {
  const { buyer: K } = await goodsSetup(d);
  const S = await d.article('usluga', 'PAV', 2000);
  const vat20 = await d.vatRate(2000);
  const avr = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: 1, datum: '2024-05-20', komId: K });
  await d.item('doc-avr', avr, { pdvId: vat20, iznos: 60_000_00 });
  await d.lock('doc-avr', avr);
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: 1, datum: '2024-06-10', magId: null, komId: K, avansi: [{ avrId: avr, iznos: 60_000_00 }] });
  await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: 150_000_00 });

  const print = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/doc-prod/racun/print/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return squeezed(await pdfText(res.rawPayload));
  };
  const expected = [
    // the whole supply and its VAT
    '20 % 150.000,00 30.000,00 180.000,00',
    'Ukupno 180.000,00',
    // the advance invoice and its base and VAT deducted
    'Avansi odbijeni po stopama: AVR-1/2024',
    '20 % -50.000,00 -10.000,00 -60.000,00',
    'Umanjenje za avanse -60.000,00',
    'Za uplatu 120.000,00',
    'Slovima: sto dvadeset hiljada dinara i 00/100',
  ];
  // a draft prints what its lock would book; the locked invoice what it booked
  const draft = await print();
  for (const line of expected) expect(draft, line).toContain(line);
  await d.lock('doc-prod', id);
  const locked = await print();
  for (const line of expected) expect(locked, line).toContain(line);
  expect(locked).not.toContain('Ukupno za plaćanje');
});
