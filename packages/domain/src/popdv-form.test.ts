import { describe, expect, it } from 'vitest';
import { popdvFields, type PopdvField, type PopdvLine } from './popdv';
import { popdvForm } from './popdv-form';

const line = (popdv: PopdvField, stopa: number, osnovica: number, pdvIznos: number, pdvOdbitni = 0): PopdvLine => ({ section: '1', popdv, stopa, osnovica, pdvIznos, pdvOdbitni });

/** April 2024 of the PPPDV test: a sale and its credit note, an export, an AE sale, an advance, reverse charge, an import, purchases. */
const april = [
  line('1.1', 0, 586_000_00, 0),
  line('3.2', 2000, 100_000_00, 20_000_00),
  line('3.4', 0, 600_000_00, 0),
  line('3.6', 2000, -10_000_00, -2_000_00),
  line('3.9', 2000, 50_000_00, 10_000_00),
  line('3a.2', 2000, 717_200_00, 143_440_00),
  line('6.2.1', 2000, 1_260_600_00, 252_120_00, 252_120_00),
  line('8a.2', 2000, 10_000_00, 2_000_00, 2_000_00),
  line('8a.5', 2000, -10_000_00, -2_000_00, -2_000_00),
  line('8b.2', 2000, 600_000_00, 120_000_00, 120_000_00),
  line('8g.1', 2000, 117_200_00, 23_440_00, 23_440_00),
];

const figures = (lines: ReturnType<typeof popdvForm>, code: string | null, section?: string) =>
  lines.filter((l) => l.sum && l.code === code && (section === undefined || l.section === section)).map((l) => [l.stopa, l.osnovica, l.pdvIznos, l.pdvOdbitni]);

describe('popdvForm', () => {
  it('lays out every field of the form, a field without rows at zero, a field with rows once per rate', () => {
    const form = popdvForm(april);
    const fields = form.filter((l) => !l.sum);
    expect([...new Set(fields.map((l) => l.field))]).toEqual([...popdvFields]);
    expect(fields.find((l) => l.field === '2.3')).toMatchObject({ stopa: null, osnovica: 0, pdvIznos: null, pdvOdbitni: null });
    expect(fields.find((l) => l.field === '8a.1')).toMatchObject({ stopa: null, osnovica: 0, pdvIznos: 0, pdvOdbitni: 0 });
    expect(fields.find((l) => l.field === '3.4')).toMatchObject({ stopa: 0, osnovica: 600_000_00, pdvIznos: null });
    expect(fields.find((l) => l.field === '3.2')).toMatchObject({ stopa: 2000, osnovica: 100_000_00, pdvIznos: 20_000_00, pdvOdbitni: null });
  });

  it('sums each part as the form does, by rate where the form has the rates’ columns', () => {
    const form = popdvForm(april);
    expect(figures(form, '1.5')).toEqual([[null, 586_000_00, null, null]]);
    expect(figures(form, '2.5')).toEqual([[null, 0, null, null]]);
    // 3.8 = 3.1 to 3.7 (the AE sale at 0 % its own line), 3.10 = 3.8 + the advance's VAT
    expect(figures(form, '3.8')).toEqual([
      [2000, 90_000_00, 18_000_00, null],
      [0, 600_000_00, 0, null],
    ]);
    expect(figures(form, '3.10')).toEqual([
      [2000, null, 28_000_00, null],
      [0, null, 0, null],
    ]);
    expect(figures(form, null, '3a')).toEqual([[2000, null, 143_440_00, null]]);
    expect(figures(form, '6.3')).toEqual([[null, 1_260_600_00, null, null]]);
    expect(figures(form, '6.4')).toEqual([[null, null, 252_120_00, 252_120_00]]);
    // the supplier's credit note cancels the purchase: 8a.6 at zero, not left out
    expect(figures(form, '8a.6')).toEqual([[2000, 0, 0, 0]]);
    expect(figures(form, '8a.8')).toEqual([[2000, null, 0, 0]]);
    expect(figures(form, '8b.6')).toEqual([[2000, 600_000_00, 120_000_00, 120_000_00]]);
    expect(figures(form, '8v.4')).toEqual([[null, 0, null, null]]);
    expect(figures(form, '8g.5')).toEqual([[2000, 117_200_00, 23_440_00, 23_440_00]]);
    // all purchases' bases but the advances: the PPPDV's 008 here
    expect(figures(form, '8đ')).toEqual([[null, 717_200_00, null, null]]);
  });

  it('puts each sum after the fields it adds, in the form’s order', () => {
    const codes = popdvForm(april).map((l) => l.code);
    const at = (c: string) => codes.indexOf(c);
    expect(at('3.8')).toBeGreaterThan(at('3.7'));
    expect(at('3.9')).toBeGreaterThan(at('3.8'));
    expect(at('3.10')).toBeGreaterThan(at('3.9'));
    expect(at('3a.1')).toBeGreaterThan(at('3.10'));
    expect(at('8a.7')).toBeGreaterThan(at('8a.6'));
    expect(at('8đ')).toBe(at('11.1') - 1);
  });

  it('an empty range is still the whole form, every figure zero', () => {
    const form = popdvForm([]);
    expect(form.filter((l) => !l.sum)).toHaveLength(popdvFields.length);
    expect(form.every((l) => [l.osnovica, l.pdvIznos, l.pdvOdbitni].every((v) => v === null || v === 0))).toBe(true);
    expect(form.filter((l) => l.sum).map((l) => l.code)).toEqual(['1.5', '2.5', '3.8', '3.10', null, '6.3', '6.4', '8a.6', '8a.8', '8b.6', '8v.4', '8g.5', '8đ']);
  });
});
