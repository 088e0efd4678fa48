/**
 * The National Bank of Serbia's exchange-rate web service (docs/decisions.md#foreign-currency,
 * the NBS service): SOAP 1.1 at `NBS_SERVICE_URL` (platform/config.ts), namespace
 * `http://communicationoffice.nbs.rs`, every call carrying an `AuthenticationHeader` (UserName,
 * Password, LicenceID) that the NBS issues to a registered user. `GetExchangeRateByDate(date
 * yyyyMMdd, exchangeRateListTypeID)` answers a string holding an `ExchangeRateDataSet` with one
 * `ExchangeRate` per currency (`Date` dd.mm.yyyy, `CurrencyCodeAlfaChar`, `Unit`, `MiddleRate`,
 * and the buying and selling rates of the list type); a day without a list answers an empty set.
 */
import { create } from 'xmlbuilder2';
import { NBS_NAMESPACE } from '@knjige/contract';
import { listDate, listedRate, type ListedRate, type NbsList } from './nbs-list';

export interface NbsCredentials {
  userName: string;
  password: string;
  licenceId: string;
}

export interface NbsClientOptions {
  url: string;
  credentials: NbsCredentials | null;
  listType: number;
  timeoutMs: number;
}

/** Why a fetch failed, as the rates page names it (`exchangeRates.nbs.error.<kind>`). */
export type NbsErrorKind = 'unreachable' | 'refused' | 'answer';

export class NbsError extends Error {
  constructor(
    readonly kind: NbsErrorKind,
    detail: string,
  ) {
    super(`NBS: ${detail}`);
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SOAP request of `GetExchangeRateByDate` for `datum` (yyyy-mm-dd). */
export function rateByDateRequest(datum: string, listType: number, credentials: NbsCredentials | null): string {
  const auth = credentials
    ? `<soap:Header><AuthenticationHeader xmlns="${NBS_NAMESPACE}"><UserName>${escapeXml(credentials.userName)}</UserName><Password>${escapeXml(credentials.password)}</Password><LicenceID>${escapeXml(credentials.licenceId)}</LicenceID></AuthenticationHeader></soap:Header>`
    : '';
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">${auth}` +
    `<soap:Body><GetExchangeRateByDate xmlns="${NBS_NAMESPACE}"><date>${datum.replaceAll('-', '')}</date><exchangeRateListTypeID>${listType}</exchangeRateListTypeID></GetExchangeRateByDate></soap:Body></soap:Envelope>`
  );
}

type XMLBuilder = ReturnType<typeof create>;

/** An element's name without its prefix. */
const localName = (node: XMLBuilder) => node.node.nodeName.replace(/^.*:/, '');

/** The first descendant element named `name` (any namespace), or null. */
function descendant(root: XMLBuilder, name: string): XMLBuilder | null {
  return root.find((n) => localName(n) === name, true, true) ?? null;
}

/** An XML text parsed, refusing a document type (a list never has one; entities are never expanded). */
function parsed(text: string): XMLBuilder {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new NbsError('answer', 'a document type in the answer');
  try {
    return create(text).root();
  } catch {
    throw new NbsError('answer', 'the answer is not XML');
  }
}

/**
 * The list of `datum` read from the service's answer: null when NBS has no list of that date (an
 * empty set, or a set of another date: a weekend's question is answered with nothing).
 */
export function listFromAnswer(answer: string, datum: string): NbsList | null {
  const envelope = parsed(answer);
  const fault = descendant(envelope, 'Fault');
  if (fault) throw new NbsError('refused', (descendant(fault, 'faultstring')?.node.textContent ?? 'SOAP fault').slice(0, 200));
  const result = descendant(envelope, 'GetExchangeRateByDateResult');
  if (!result) throw new NbsError('answer', 'no GetExchangeRateByDateResult');
  const inner = (result.node.textContent ?? '').trim();
  if (!inner) return null;
  const set = parsed(inner);
  const rates: ListedRate[] = [];
  for (const item of set.filter((n) => localName(n) === 'ExchangeRate', true, true)) {
    const field = (name: string) => (descendant(item, name)?.node.textContent ?? '').trim();
    if (listDate(field('Date')) !== datum) continue;
    const valuta = field('CurrencyCodeAlfaChar').toUpperCase();
    const kurs = listedRate(field('MiddleRate'), field('Unit'));
    if (!/^[A-Z]{3}$/.test(valuta) || kurs === null) throw new NbsError('answer', `a rate that is not one: ${valuta}`);
    rates.push({ valuta, kurs });
  }
  return rates.length ? { datum, rates } : null;
}

/** The NBS service's client: one call, with a timeout; its errors say whether NBS was not reached, refused us or answered nonsense. */
export class NbsClient {
  constructor(private readonly options: NbsClientOptions) {}

  /** The middle-rate list of `datum`; null when NBS has published none for that day (yet). */
  async listOf(datum: string): Promise<NbsList | null> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NBS_NAMESPACE}/GetExchangeRateByDate"` },
        body: rateByDateRequest(datum, this.options.listType, this.options.credentials),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      throw new NbsError('unreachable', err instanceof Error ? err.message : String(err));
    }
    const text = await response.text().catch(() => '');
    // SOAP answers a fault with 500; a fault names why (credentials refused, a bad date).
    if (response.status === 500 && /Fault/.test(text)) return listFromAnswer(text, datum);
    if (response.status === 401 || response.status === 403) throw new NbsError('refused', `HTTP ${response.status}`);
    if (!response.ok) throw new NbsError('unreachable', `HTTP ${response.status}`);
    return listFromAnswer(text, datum);
  }
}
