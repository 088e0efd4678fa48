import { describe, expect, it } from 'vitest';
import { model97Valid, paymentReferenceValid } from './payment-reference';

describe('model 97 payment reference', () => {
  it('accepts the worked references of the model-97 rule, with or without spaces and dashes', () => {
    expect(model97Valid('97163220000111111111000')).toBe(true);
    expect(model97Valid('97 58 2024-0001')).toBe(true);
    expect(model97Valid('9781A1B2')).toBe(true);
    expect(model97Valid('97 81 a1b2')).toBe(true);
  });

  it('rejects a wrong control, another model and a malformed reference', () => {
    expect(model97Valid('975920240001')).toBe(false);
    expect(model97Valid('005820240001')).toBe(false);
    expect(model97Valid('9758')).toBe(false);
    expect(model97Valid('97 58 2024/0001')).toBe(false);
    expect(model97Valid('97581234567890123456789')).toBe(false);
  });

  it('checks a statement line reference only when it names model 97', () => {
    expect(paymentReferenceValid('')).toBe(true);
    expect(paymentReferenceValid('00 123-456')).toBe(true);
    expect(paymentReferenceValid('97 58 20240001')).toBe(true);
    expect(paymentReferenceValid('97 57 20240001')).toBe(false);
  });
});
