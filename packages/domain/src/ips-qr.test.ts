import { describe, expect, it } from 'vitest';
import { ipsAmount, ipsQrPayload } from './ips-qr';
import { documentReference } from './payment-reference';

describe('NBS IPS QR payload', () => {
  it('builds the NBS example exactly', () => {
    expect(
      ipsQrPayload({
        account: '845-404849-87',
        payee: ['JP EPS BEOGRAD', 'BALKANSKA 13'],
        amount: 359_613,
        paymentCode: '189',
        purpose: 'UPLATA PO RAČUNU ZA EL. ENERGIJU',
        reference: '163220000111111111000',
      }),
    ).toBe('K:PR|V:01|C:1|R:845000000040484987|N:JP EPS BEOGRAD\nBALKANSKA 13|I:RSD3596,13|SF:189|S:UPLATA PO RAČUNU ZA EL. ENERGIJU|RO:97163220000111111111000');
  });

  it('pays an invoice: code 221, the model-97 reference over its number, the payee name and address', () => {
    const reference = documentReference('IR-VP-1/2024');
    expect(reference).toBe(`${reference.slice(0, 2)}IRVP12024`);
    expect(
      ipsQrPayload({ account: '160-12345-95', payee: ['Demo | Trgovina d.o.o.', 'Bulevar 1', '11000 Beograd'], amount: 120_000, purpose: 'Račun IR-VP-1/2024', reference }),
    ).toBe(`K:PR|V:01|C:1|R:160000000001234595|N:Demo Trgovina d.o.o.\nBulevar 1\n11000 Beograd|I:RSD1200,00|SF:221|S:Račun IR-VP-1/2024|RO:97${reference}`);
  });

  it('keeps to the length limits: name and address 70, purpose 35, reference 25', () => {
    const payload = ipsQrPayload({ account: '160000000001234595', payee: ['N'.repeat(80)], amount: 5, purpose: 'S'.repeat(50), reference: '1'.repeat(30) })!;
    const tags = Object.fromEntries(payload.split('|').map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)]));
    expect(tags.N).toHaveLength(70);
    expect(tags.S).toHaveLength(35);
    expect(tags.RO).toHaveLength(25);
    expect(tags.I).toBe('RSD0,05');
  });

  it('gives no payload for nothing to pay, a malformed account or no payee', () => {
    const ok = { account: '160-12345-95', payee: ['Demo'], amount: 100 };
    expect(ipsQrPayload(ok)).not.toBeNull();
    expect(ipsQrPayload({ ...ok, amount: 0 })).toBeNull();
    expect(ipsQrPayload({ ...ok, amount: -100 })).toBeNull();
    expect(ipsQrPayload({ ...ok, account: '160-51-0' })).toBeNull();
    expect(ipsQrPayload({ ...ok, account: '160-12345-96' })).toBeNull();
    expect(ipsQrPayload({ ...ok, payee: ['  '] })).toBeNull();
    expect(ipsQrPayload({ ...ok, paymentCode: '22' })).toBeNull();
    expect(ipsAmount(1_234_567)).toBe('RSD12345,67');
  });
});
