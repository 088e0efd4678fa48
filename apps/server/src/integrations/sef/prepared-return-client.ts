import { z } from 'zod';
import { pppdvFields, type Pppdv } from '@knjige/domain';
import { SEF_PREPARED_RETURN_PATH } from '@knjige/contract';
import { SefHttp, type SefHttpOptions } from './sef-http';
import { ciObject, optText } from './sef-json';

/**
 * The return SEF prepares for a tax period (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return). ⚠ SEF publishes no API for it yet: the path and the shape follow its public
 * API's style (the `ApiKey` header, JSON, PascalCase, amounts in dinars with two decimals).
 *
 * `GET /api/publicApi/vat-return/prepared?year=2027&vatPeriod=1` →
 * `{ "Year": 2027, "VatPeriod": 1, "Status": "Prepared", "PreparedUtc": "…", "Fields": [{ "Code": "103", "Amount": 38000.00 }, …] }`
 * A period SEF has not prepared (not over yet, or before 2027) is its usual 400 refusal.
 */
const answer = ciObject({
  year: z.number().int(),
  vatPeriod: z.number().int(),
  status: optText,
  preparedUtc: optText,
  fields: z.array(ciObject({ code: z.string(), amount: z.number() })),
});

/** What SEF's answer says: every PPPDV field in para, or why it cannot be read. */
export type SefPreparedReturn = { fields: Pppdv } | { problem: 'garbage' | 'unknown-fields'; detail: string };

const known = new Set<string>(pppdvFields);

/** The answer read field by field: an amount not in para, a period other than asked, or a field twice is garbage; a field we do not know is named. */
export function readPreparedReturn(value: z.output<typeof answer>, year: number, vatPeriod: number): SefPreparedReturn {
  if (value.year !== year || value.vatPeriod !== vatPeriod) return { problem: 'garbage', detail: `period ${value.year}/${value.vatPeriod}` };
  const unknown = value.fields.filter((f) => !known.has(f.code)).map((f) => f.code);
  if (unknown.length) return { problem: 'unknown-fields', detail: unknown.join(', ') };
  const fields = Object.fromEntries(pppdvFields.map((f) => [f, 0])) as Pppdv;
  const seen = new Set<string>();
  for (const f of value.fields) {
    const para = Math.round(f.amount * 100);
    if (seen.has(f.code) || !Number.isSafeInteger(para) || Math.abs(para - f.amount * 100) > 1e-6) return { problem: 'garbage', detail: `${f.code}: ${f.amount}` };
    seen.add(f.code);
    fields[f.code as keyof Pppdv] = para;
  }
  return { fields };
}

/** One company's prepared returns on SEF. */
export class SefPreparedReturnClient {
  private readonly http: SefHttp;
  constructor(options: SefHttpOptions) {
    this.http = new SefHttp(options);
  }

  /** A month's prepared return (`vatPeriod` 1–12); throws SefError when SEF cannot be reached or refuses, `malformed` for an answer that is not its shape. */
  async month(year: number, vatPeriod: number): Promise<SefPreparedReturn> {
    const value = await this.http.json({ method: 'GET', path: SEF_PREPARED_RETURN_PATH, query: { year, vatPeriod }, repeatable: true }, answer);
    return readPreparedReturn(value, year, vatPeriod);
  }
}
