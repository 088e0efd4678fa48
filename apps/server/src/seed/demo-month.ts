import { addDays, belgradeToday, defaultReportRange } from '@knjige/domain';
import type { Db } from '../platform/db/client';
import { documentService } from '../documents/document.service';
import type { DocumentFamily } from '../documents/family';
import { avrFamily } from '../documents/avr/avr.family';
import { fisFamily } from '../documents/fis/fis.family';
import { knodFamily } from '../documents/knod/knod.family';
import { prodFamily } from '../documents/prod/prod.family';
import { pskFamily } from '../documents/psk/psk.family';
import { psrFamily } from '../documents/psr/psr.family';
import { trnFamily } from '../documents/trn/trn.family';
import { urFamily } from '../documents/ur/ur.family';
import { zrnFamily } from '../documents/zrn/zrn.family';
import { demoReferences, periodOf } from './demo-month.repo';

/**
 * The demo company's first month, booked in the period of today's year (Belgrade) and dated in the
 * range the reports open on (`defaultReportRange`: the previous month; in January, the month so
 * far), so the VAT return, the books, the journal and the trial balance show it at the first look:
 * opening stock and balances, a purchase, a landlord's expense invoice, sales of goods and of a
 * service, two receipts of the shop's till, an advance and the final invoice deducting it, a credit
 * note and a bank statement. Every document goes through the document service as the API's calls
 * do (created, its lines added, locked), so the stock, client and VAT ledgers and the general
 * ledger hold what a user's own month would. A document of day n is dated the range's n-th day, or
 * its last when the range is shorter: nothing is dated after today.
 *
 * The figures (hundredths; quantities in thousandths), read back to the para by demo-month.test.ts:
 * - opening stock, wholesale at purchase price 233,500.00; the shop 27,500.00 (46,600.00 at its
 *   prices with VAT); Market Jug owes 120,000.00, we owe Veletrgovina Sever 85,000.00;
 * - purchase from Sever: 64,500.00 + VAT 9,600.00 (20 %) + 1,650.00 (10 %) = 75,750.00, at the
 *   opening prices (the average cost stays);
 * - rent: 50,000.00 + VAT 10,000.00;
 * - IR-VP-1 to Market Jug: 47,680.00 at 20 % (VAT 9,536.00) + 14,000.00 at 10 % (1,400.00) = 72,616.00;
 * - the till: 2,760.00 in cash and 1,900.00 by card, VAT inside;
 * - IR-USLUGA-1, transport: 10,000.00 + 2,000.00;
 * - the statement: Market Jug pays its 120,000.00 and an advance of 60,000.00, the shop's cash
 *   2,760.00 is deposited, Sever is paid its 85,000.00, the bank takes 350.00;
 * - AVR-1, the advance: 50,000.00 + 10,000.00;
 * - a credit note on IR-VP-1: 1,900.00 + 380.00;
 * - IR-VP-2: 63,000.00 + 12,600.00 = 75,600.00, the advance deducted: 15,600.00 to pay.
 */
export async function bookDemoMonth(db: Db, companyId: number, userId: number, today = belgradeToday()): Promise<void> {
  const period = await db.transaction((tx) => periodOf(tx, companyId, today));
  const range = defaultReportRange(period, today);
  /** The range's n-th day, or its last when it is shorter. */
  const day = (n: number) => {
    const date = addDays(range.dateFrom, n - 1);
    return date < range.dateTo ? date : range.dateTo;
  };
  const periodId = period.id;
  const ids = await db.transaction((tx) => demoReferences(tx, companyId));
  const { art, vat20 } = ids;

  /** Creates a document, adds its lines and locks it, as the API's calls would; its id and its lines' ids. */
  async function book(family: DocumentFamily, header: Record<string, unknown>, lines: Record<string, unknown>[]) {
    const service = documentService(family);
    const { id } = await service.create(db, companyId, family.headerInput.parse({ periodId, rbroj: 1, napomena: '', ...header }), userId);
    const lineIds: number[] = [];
    for (const line of lines) lineIds.push(await service.createItem(db, companyId, id, family.itemInput.parse({ docId: id, ...line }), userId));
    await service.lock(db, companyId, id, userId);
    return { id, lineIds };
  }

  await book(psrFamily, { vSubDoc: 'vp', datum: day(1), magId: ids.vp }, [
    { artId: art('1001'), kolicina: 500_000, nabCena: 55_00, prodCena: 70_00 },
    { artId: art('1002'), kolicina: 400_000, nabCena: 80_00, prodCena: 100_00 },
    { artId: art('1003'), kolicina: 300_000, nabCena: 150_00, prodCena: 190_00 },
    { artId: art('2001'), kolicina: 600_000, nabCena: 40_00, prodCena: 55_00 },
    { artId: art('2002'), kolicina: 400_000, nabCena: 90_00, prodCena: 120_00 },
    { artId: art('3001'), kolicina: 200_000, nabCena: 120_00, prodCena: 160_00 },
    { artId: art('1004'), kolicina: 50_000, nabCena: 900_00, prodCena: 1_200_00 },
  ]);
  await book(psrFamily, { vSubDoc: 'mp', datum: day(1), magId: ids.mp }, [
    { artId: art('1001'), kolicina: 100_000, nabCena: 55_00, prodCena: 88_00 },
    { artId: art('1002'), kolicina: 100_000, nabCena: 80_00, prodCena: 132_00 },
    { artId: art('2001'), kolicina: 200_000, nabCena: 40_00, prodCena: 72_00 },
    { artId: art('3001'), kolicina: 50_000, nabCena: 120_00, prodCena: 204_00 },
  ]);
  await book(pskFamily, { vSubDoc: 'firma', datum: day(1) }, [
    { komId: ids.buyer, duguje: 120_000_00, potrazuje: 0 },
    { komId: ids.supplier, duguje: 0, potrazuje: 85_000_00 },
  ]);
  await book(urFamily, { vSubDoc: 'vp', datum: day(3), magId: ids.vp, komId: ids.supplier, dokBroj: 'VS-2211' }, [
    { artId: art('1003'), kolicina: 200_000, fakCena: 150_00, prodCena: 190_00 },
    { artId: art('1004'), kolicina: 20_000, fakCena: 900_00, prodCena: 1_200_00 },
    { artId: art('1001'), kolicina: 300_000, fakCena: 55_00, prodCena: 70_00 },
  ]);
  await book(zrnFamily, { vSubDoc: 'zrn', datum: day(4), komId: ids.landlord, dokBroj: 'PC-114', trosakId: ids.rent }, [{ pdvId: vat20, iznos: 50_000_00 }]);
  const firstSale = await book(prodFamily, { vSubDoc: 'vp', datum: day(5), magId: ids.vp, komId: ids.buyer }, [
    { artId: art('1001'), kolicina: 200_000, prodCena: 70_00 },
    { artId: art('1002'), kolicina: 150_000, prodCena: 100_00 },
    { artId: art('1003'), kolicina: 100_000, prodCena: 190_00 },
    { artId: art('2002'), kolicina: 120_000, prodCena: 120_00, rabat: 5_000 },
  ]);
  await book(fisFamily, { vSubDoc: 'fis', datum: day(6), posId: ids.pos, fisPlacanje: 1 }, [
    { artId: art('2001'), kolicina: 20_000, prodCena: 72_00 },
    { artId: art('1002'), kolicina: 10_000, prodCena: 132_00 },
  ]);
  await book(fisFamily, { vSubDoc: 'fis', rbroj: 2, datum: day(6), posId: ids.pos, fisPlacanje: 3 }, [
    { artId: art('3001'), kolicina: 5_000, prodCena: 204_00 },
    { artId: art('1001'), kolicina: 10_000, prodCena: 88_00 },
  ]);
  await book(prodFamily, { vSubDoc: 'usluga', datum: day(8), magId: null, komId: ids.buyer }, [{ artId: art('9001'), kolicina: 4_000, prodCena: 2_500_00 }]);
  const statement = await book(trnFamily, { vSubDoc: 'izvod', datum: day(10), trnId: ids.account }, [
    { vNalog: 'uplata', komId: ids.buyer, uplata: 120_000_00 },
    { vNalog: 'uplata', komId: ids.buyer, uplata: 60_000_00 },
    { vNalog: 'pazar', magId: ids.mp, uplata: 2_760_00 },
    { vNalog: 'isplata', komId: ids.supplier, isplata: 85_000_00 },
    { vNalog: 'trosak', trosakId: ids.bankFees, isplata: 350_00 },
  ]);
  const advance = await book(avrFamily, { vSubDoc: 'avr-izdati', datum: day(10), komId: ids.buyer, trnItemId: statement.lineIds[1], osnov: 'Predračun 1' }, [{ pdvId: vat20, iznos: 60_000_00 }]);
  await book(knodFamily, { vSubDoc: 'knod-duguje', datum: day(12), komId: ids.buyer, osnov: 'Popust na ulje', saPdv: true, fakture: [{ vDoc: 'prod', docId: firstSale.id }] }, [{ pdvId: vat20, iznos: 1_900_00 }]);
  await book(prodFamily, { vSubDoc: 'vp', rbroj: 2, datum: day(15), magId: ids.vp, komId: ids.buyer, avansi: [{ avrId: advance.id, iznos: 60_000_00 }] }, [
    { artId: art('1004'), kolicina: 30_000, prodCena: 1_200_00 },
    { artId: art('2001'), kolicina: 200_000, prodCena: 55_00 },
    { artId: art('3001'), kolicina: 100_000, prodCena: 160_00 },
  ]);
}
