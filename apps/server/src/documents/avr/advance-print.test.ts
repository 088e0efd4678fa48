import fs from 'node:fs';
import { beforeEach, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { pdfPagePng, pdfText } from '../../../test/pdf';

/**
 * The advance invoice's print and the final invoice's (docs/decisions.md#advance-invoices, docs/domain.md#advances): the advance per rate; the whole supply, the advances deducted per rate, the amount due.
 */
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

it('prints the advance invoice: the parties, the day the advance came, the basis, base and VAT per rate, the advance in words', async () => {
  const { buyer: K, supplier } = await goodsSetup(d);
  const [vat20, vat10] = [await d.vatRate(2000), await d.vatRate(1000)];
  const trnId = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  const trn = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 1, datum: '2024-05-20', trnId });
  const trnItemId = await d.item('doc-trn', trn, { vNalog: 'uplata', komId: K, uplata: 71_000_00 });
  await d.lock('doc-trn', trn);
  const avr = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: 1, datum: '2024-05-22', komId: K, trnItemId, osnov: 'Ugovor 7/2024' });
  await d.item('doc-avr', avr, { pdvId: vat20, iznos: 60_000_00 });
  await d.item('doc-avr', avr, { pdvId: vat10, iznos: 11_000_00 });
  await d.lock('doc-avr', avr);

  const res = await t.app.inject({ method: 'GET', url: `/v1/doc-avr/avansni-racun/print/${avr}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/avansni-racun.png`, await pdfPagePng(res.rawPayload));
  const text = squeezed(await pdfText(res.rawPayload));
  for (const expected of [
    'AVANSNI RAČUN',
    'AVR-1/2024',
    'Demo Trgovina d.o.o.',
    'PIB: 101134702',
    'Market Jug d.o.o.',
    'PIB: 111032440',
    'Mesto izdavanja Beograd',
    'Datum izdavanja 22.05.2024',
    // the statement's day, not the invoice's
    'Datum prijema avansa 20.05.2024',
    'Osnov Ugovor 7/2024',
    // 60,000.00 at 20 %: 50,000.00 + 10,000.00; 11,000.00 at 10 %: 10,000.00 + 1,000.00
    '20 % 50.000,00 10.000,00 60.000,00',
    '10 % 10.000,00 1.000,00 11.000,00',
    'Ukupno 60.000,00 11.000,00 71.000,00',
    'Primljeni avans 71.000,00',
    'Slovima: sedamdeset jedna hiljada dinara i 00/100',
    'član 16. stav 1. tačka 3) Zakona o PDV',
  ]) {
    expect(text, expected).toContain(expected);
  }
  // nothing to pay: no payment reference
  expect(text).not.toContain('Poziv na broj');

  // reversed: titled STORNO, its amounts negated
  await d.storno('doc-avr', avr);
  const storno = squeezed(await pdfText((await t.app.inject({ method: 'GET', url: `/v1/doc-avr/avansni-racun/print/${avr}`, headers: auth })).rawPayload));
  expect(storno).toContain('STORNO AVANSNI RAČUN');
  expect(storno).toContain('Ukupno -60.000,00 -11.000,00 -71.000,00');

  // a supplier's advance invoice is theirs to print; an unknown print name is unknown
  const theirs = await d.create('doc-avr', { vSubDoc: 'avr-primljeni', rbroj: 2, datum: '2024-05-22', komId: supplier, dokBroj: 'AV-9' });
  expect((await t.app.inject({ method: 'GET', url: `/v1/doc-avr/avansni-racun/print/${theirs}`, headers: auth })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: `/v1/doc-avr/racun/print/${avr}`, headers: auth })).statusCode).toBe(404);
});
