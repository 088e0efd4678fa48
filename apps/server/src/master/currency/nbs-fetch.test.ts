import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { companies as companiesTable, exchangeRates, nbsFetchDays } from '../../platform/db/schema';
import { loadConfig } from '../../platform/config';
import { daysToAsk, fetchDay, fetchDue, nbsFetcherOf, retryWaitMs } from './nbs-fetch';
import { listFromAnswer, rateByDateRequest } from './nbs-client';
import { startNbsSimulator, type NbsSimulator } from '@knjige/simulators/nbs';

let sim: NbsSimulator;
beforeAll(async () => {
  sim = await startNbsSimulator();
});
afterAll(async () => {
  await sim.close();
});
const t = useTestApp({ config: () => ({ nbsBaseUrl: sim.url }) });
const fetcher = () => nbsFetcherOf({ ...loadConfig({}), nbsBaseUrl: sim.url, nbsTimeoutMs: 2_000 });

/** The rates of a company on a day, by currency, in millionths. */
async function ratesOn(companyId: number, datum: string) {
  const rows = await t.database.db
    .select({ valuta: exchangeRates.valuta, kurs: exchangeRates.kurs, izvor: exchangeRates.izvor })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.datum, datum)));
  return Object.fromEntries(rows.map((r) => [r.valuta, `${r.kurs}/${r.izvor}`]));
}

// Friday 15 May 2026, a working day; the 16th and 17th its weekend.
const FRIDAY = '2026-05-15';
const at = (iso: string) => new Date(iso);

describe('the NBS middle rates come by themselves', () => {
  beforeEach(async () => {
    sim.state.reset();
    await t.database.db.delete(nbsFetchDays);
    await t.database.db.delete(exchangeRates).where(eq(exchangeRates.izvor, 'nbs-service'));
  });

  it('reads the service answer: the middle rate per unit, only the asked day; a document type refused', () => {
    const request = rateByDateRequest(FRIDAY, 3, { userName: 'u<', password: 'p', licenceId: 'l' });
    expect(request).toContain('<date>20260515</date>');
    expect(request).toContain('<UserName>u&#60;</UserName>');
    const inner = '<ExchangeRateDataSet><ExchangeRate><Date>15.05.2026</Date><CurrencyCodeAlfaChar>JPY</CurrencyCodeAlfaChar><Unit>100</Unit><MiddleRate>70.1234</MiddleRate></ExchangeRate>' +
      '<ExchangeRate><Date>14.05.2026</Date><CurrencyCodeAlfaChar>EUR</CurrencyCodeAlfaChar><Unit>1</Unit><MiddleRate>117.1000</MiddleRate></ExchangeRate></ExchangeRateDataSet>';
    const answer = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetExchangeRateByDateResponse xmlns="http://communicationoffice.nbs.rs"><GetExchangeRateByDateResult>${inner.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</GetExchangeRateByDateResult></GetExchangeRateByDateResponse></soap:Body></soap:Envelope>`;
    // 70.1234 dinars per 100 yen: 0.701234 dinars per yen, in millionths
    expect(listFromAnswer(answer, FRIDAY)).toEqual({ datum: FRIDAY, rates: [{ valuta: 'JPY', kurs: 701_234 }] });
    expect(listFromAnswer(answer, '2026-05-13')).toBeNull();
    expect(() => listFromAnswer(`<!DOCTYPE x [<!ENTITY a "b">]>${answer}`, FRIDAY)).toThrow(/document type/);
  });

  it('a working day: the list written for every company as fetched rates; a second fetch changes nothing; a typed rate is kept', async () => {
    const db = t.database.db;
    // company 1 typed its own EUR rate for that day before the fetch
    await db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: FRIDAY, kurs: 117_300_000, izvor: 'manual' });
    const first = await fetchDay(db, fetcher(), FRIDAY, at('2026-05-15T09:00:00Z'));
    expect(first.status).toBe('ok');
    expect(await ratesOn(1, FRIDAY)).toEqual({
      EUR: '117300000/manual',
      USD: '108456700/nbs-service',
      CHF: '125330000/nbs-service',
      GBP: '137100000/nbs-service',
      JPY: '701234/nbs-service',
    });
    const companies = await db.$count(companiesTable);
    expect(first.written).toBe(companies * 5 - 1);
    const again = await fetchDay(db, fetcher(), FRIDAY, at('2026-05-15T10:00:00Z'));
    expect(again).toEqual({ datum: FRIDAY, status: 'ok', written: 0 });
    expect(await ratesOn(1, FRIDAY)).toMatchObject({ EUR: '117300000/manual', USD: '108456700/nbs-service' });
  });

  it('NBS down: the day recorded as failed, nothing written, asked again after a growing wait, then filled', async () => {
    const db = t.database.db;
    sim.state.down = true;
    const morning = at('2026-05-15T07:00:00Z');
    const failed = await fetchDay(db, fetcher(), FRIDAY, morning);
    expect(failed.status).toBe('failed');
    expect(await ratesOn(1, FRIDAY)).toEqual({});
    const [state] = await db.select().from(nbsFetchDays).where(eq(nbsFetchDays.datum, FRIDAY));
    expect(state).toMatchObject({ status: 'failed', attempts: 1, error: 'unreachable' });
    expect(state!.nextAttemptAt!.getTime() - morning.getTime()).toBe(retryWaitMs(1));
    expect([retryWaitMs(1), retryWaitMs(2), retryWaitMs(3), retryWaitMs(10)].map((ms) => ms / 60_000)).toEqual([1, 2, 4, 60]);
    // before the wait is over the day is not asked again
    const asked = sim.state.asked.length;
    await fetchDue(db, fetcher(), new Date(morning.getTime() + 30_000));
    expect(sim.state.asked.length).toBe(asked);
    sim.state.down = false;
    const outcomes = await fetchDue(db, fetcher(), new Date(morning.getTime() + 61_000));
    expect(outcomes.find((o) => o.datum === FRIDAY)?.status).toBe('ok');
    expect((await ratesOn(1, FRIDAY)).EUR).toBe('117200000/nbs-service');
    const [after] = await db.select().from(nbsFetchDays).where(eq(nbsFetchDays.datum, FRIDAY));
    expect(after).toMatchObject({ status: 'ok', attempts: 2, error: null, nextAttemptAt: null });
  });

  it('today not published yet waits; a past day without a list (a holiday) is not asked again; weekends are never asked', async () => {
    const db = t.database.db;
    sim.state.unpublished.add(FRIDAY);
    sim.state.unpublished.add('2026-05-13');
    const saturdayNoon = at('2026-05-16T10:00:00Z');
    expect(daysToAsk('2026-05-16')).toEqual(['2026-05-15', '2026-05-14', '2026-05-13', '2026-05-12', '2026-05-11']);
    // Labour Day (1–2 May 2026, the 2nd a Saturday) and the weekend are not asked for
    expect(daysToAsk('2026-05-05')).toEqual(['2026-05-05', '2026-05-04', '2026-04-30', '2026-04-29', '2026-04-28']);
    const outcomes = await fetchDue(db, fetcher(), saturdayNoon);
    expect(outcomes.map((o) => `${o.datum} ${o.status}`)).toEqual(['2026-05-11 ok', '2026-05-12 ok', '2026-05-13 none', '2026-05-14 ok', '2026-05-15 none']);
    expect(sim.state.asked).not.toContain('2026-05-16');
    const todayOutcome = await fetchDay(db, fetcher(), '2026-05-18', at('2026-05-18T06:00:00Z'));
    expect(todayOutcome.status).toBe('ok');
    sim.state.unpublished.add('2026-05-19');
    const waiting = await fetchDay(db, fetcher(), '2026-05-19', at('2026-05-19T06:00:00Z'));
    expect(waiting.status).toBe('waiting');
  });

  it('the rates page: the state of the last days, and an admin fetches now; a user may not', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const user = await authHeader(t.database, 'user@demo.rs');
    sim.state.down = true;
    const down = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/nbs/fetch', headers: admin, payload: { datum: FRIDAY } });
    expect(down.statusCode).toBe(200);
    expect(down.json().data).toMatchObject({ datum: FRIDAY, status: 'failed', error: 'unreachable', attempts: 1, written: 0 });
    sim.state.down = false;
    const ok = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/nbs/fetch', headers: admin, payload: { datum: FRIDAY } });
    expect(ok.json().data).toMatchObject({ datum: FRIDAY, status: 'ok', error: null, attempts: 2, written: 5, nextAttemptAt: null });
    const state = await t.app.inject({ method: 'GET', url: '/v1/exchange-rates/nbs', headers: user });
    expect(state.json().data).toMatchObject({ enabled: false, days: [{ datum: FRIDAY, status: 'ok' }] });
    expect((await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/nbs/fetch', headers: user, payload: {} })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/nbs/fetch', headers: admin, payload: { datum: '2026-02-31' } });
    expect(bad.statusCode).toBe(422);
    const ahead = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/nbs/fetch', headers: admin, payload: { datum: '2099-01-01' } });
    expect(ahead.statusCode).toBe(422);
    expect(await t.database.db.$count(nbsFetchDays)).toBe(1);
  });
});
