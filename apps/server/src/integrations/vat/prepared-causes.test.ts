import { describe, expect, it } from 'vitest';
import type { BookKey } from './prepared-books';
import type { HeldItem } from './prepared-held';
import { causeOf } from './prepared-return';

/** Each cause of a difference from what the books and the synchronisation hold of one document (January 2027). */
const M = '2027-01';
const book = (over: Partial<BookKey> = {}): BookKey => ({ key: 'fak:1', vDoc: 'fak', docId: 1, label: 'RN-1', date: '2027-01-15', amounts: { '003': 100_00, '103': 20_00 }, record: null, moved: false, ...over });
const held = (over: Partial<HeldItem>): HeldItem => ({ key: 'fak:1', kind: 'sales', vDoc: 'fak', docId: 1, sefId: 9, label: 'RN-1', date: '2027-01-15', amounts: {}, status: 'Sent', countedIn: M, acceptedOn: null, ...over });
const purchase = (over: Partial<HeldItem>) => held({ kind: 'purchase', key: 'zrn:2', vDoc: 'zrn', docId: 2, status: 'Approved', ...over });

describe('the cause of a document’s difference', () => {
  it('booked, not on SEF: not sent, its sending failed, the buyer taken to be off SEF', () => {
    expect(causeOf(M, book(), [], undefined, false)).toBe('not-sent');
    expect(causeOf(M, book(), [], { state: 'queued', errorKey: null }, false)).toBe('not-sent');
    expect(causeOf(M, book(), [], { state: 'failed', errorKey: 'error.sef.x' }, false)).toBe('send-failed');
    expect(causeOf(M, book(), [], { state: 'skipped', errorKey: 'error.sef.buyer-not-on-sef' }, false)).toBe('buyer-not-on-sef');
  });

  it('refused on SEF, still booked: rejected, cancelled, stornoed', () => {
    expect(causeOf(M, book(), [held({ status: 'Rejected', countedIn: null })], undefined, false)).toBe('rejected');
    expect(causeOf(M, book(), [held({ status: 'Cancelled', countedIn: null })], undefined, false)).toBe('cancelled');
    expect(causeOf(M, book(), [held({ status: 'Storno', countedIn: null })], undefined, false)).toBe('storno');
    expect(causeOf(M, book(), [purchase({ status: 'Rejected', countedIn: null })], undefined, false)).toBe('rejected');
  });

  it('on SEF, not booked; or booked in another month', () => {
    expect(causeOf(M, undefined, [purchase({ vDoc: null, docId: null, key: 'sefp:3' })], undefined, false)).toBe('not-booked');
    expect(causeOf(M, undefined, [held({ date: '2027-01-31' })], undefined, false)).toBe('tax-point-other-month');
    expect(causeOf(M, undefined, [purchase({ date: '2026-12-20', acceptedOn: '2027-01-12' })], undefined, false)).toBe('accepted-late');
  });

  it('a purchase not accepted, accepted too late, or with its VAT point in another month', () => {
    expect(causeOf(M, book({ key: 'zrn:2' }), [purchase({ status: 'Seen', countedIn: null })], undefined, false)).toBe('not-accepted');
    expect(causeOf(M, book({ key: 'zrn:2' }), [purchase({ acceptedOn: '2027-02-12', countedIn: '2027-02' })], undefined, false)).toBe('accepted-late');
    expect(causeOf(M, book({ key: 'zrn:2', date: '2027-01-31' }), [purchase({ date: '2027-02-01', acceptedOn: '2027-02-05', countedIn: '2027-02' })], undefined, false)).toBe('tax-point-other-month');
    expect(causeOf(M, book(), [held({ date: '2027-02-01', countedIn: '2027-02' })], undefined, false)).toBe('tax-point-other-month');
  });

  it('a VAT record not sent, cancelled on SEF, or changed after sending', () => {
    expect(causeOf(M, book({ record: 'group' }), [], undefined, false)).toBe('record-not-sent');
    expect(causeOf(M, book({ record: 'individual' }), [held({ kind: 'record', status: 'Cancelled', countedIn: null })], undefined, false)).toBe('record-missing');
    expect(causeOf(M, book({ record: 'individual' }), [held({ kind: 'record', status: 'Recorded' })], undefined, false)).toBe('record-changed');
    expect(causeOf(M, undefined, [held({ kind: 'record', status: 'Recorded' })], undefined, false)).toBe('record-changed');
  });

  it('a document’s rounding, and what no rule explains', () => {
    expect(causeOf(M, book(), [held({})], undefined, true)).toBe('rounding');
    expect(causeOf(M, book(), [held({})], undefined, false)).toBe('unexplained');
  });
});
