import { localeOf, type Language } from '@knjige/contract';
import { formatScaled, toCyrillic, type NumberLocale } from '@knjige/domain';

/** Every printed label, written in Serbian Latin and English; Serbian Cyrillic is generated from the Latin. */
const latin = {
  pageOf: 'strana {n} od {m}',
  printedAt: 'Odštampano {d}',
  seller: 'Prodavac',
  buyer: 'Kupac',
  pib: 'PIB',
  mb: 'Matični broj',
  jbkjs: 'JBKJS',
  account: 'Tekući račun',
  place: 'Mesto izdavanja',
  issueDate: 'Datum izdavanja',
  supplyDate: 'Datum prometa',
  deliveryDate: 'Datum isporuke',
  dueDate: 'Datum dospeća',
  orderNo: 'Broj narudžbenice',
  contractNo: 'Broj ugovora',
  tenderNo: 'Broj tendera',
  deliveryPlace: 'Mesto isporuke',
  validity: 'Važi do',
  payment: 'Način plaćanja',
  warehouse: 'Magacin',
  no: 'R.br.',
  code: 'Šifra',
  article: 'Naziv dobara / usluga',
  unit: 'JM',
  qty: 'Količina',
  price: 'Cena bez PDV',
  priceWithVat: 'Cena sa PDV',
  discount: 'Rabat',
  vatRate: 'PDV %',
  amount: 'Iznos bez PDV',
  amountWithVat: 'Iznos sa PDV',
  rate: 'Stopa PDV',
  base: 'Osnovica',
  vat: 'PDV',
  total: 'Ukupno',
  totalBase: 'Ukupna osnovica',
  totalVat: 'Ukupan PDV',
  totalAmount: 'Ukupno za plaćanje',
  payable: 'Za uplatu',
  inWords: 'Slovima',
  reference: 'Poziv na broj',
  model: 'model 97',
  payWith: 'Platite skeniranjem IPS QR koda',
  vatExempt: 'PDV nije obračunat',
  notVatPayer: 'Prodavac nije obveznik PDV-a (čl. 33 Zakona o PDV-u).',
  note: 'Napomena',
  issued: 'Fakturisao',
  goodsIssued: 'Robu izdao',
  goodsReceived: 'Robu primio',
  stamp: 'M.P.',
  receipts: 'Fiskalni računi',
  invoice: 'RAČUN',
  invoiceDispatch: 'RAČUN-OTPREMNICA',
  dispatch: 'OTPREMNICA',
  stornoInvoiceDispatch: 'STORNO RAČUN-OTPREMNICA',
  storno: 'STORNO',
  proforma: 'PREDRAČUN',
  retailInvoice: 'RAČUN (MALOPRODAJA)',
} as const;

type Labels = { [K in keyof typeof latin]: string };

const english: Labels = {
  pageOf: 'page {n} of {m}',
  printedAt: 'Printed {d}',
  seller: 'Seller',
  buyer: 'Buyer',
  pib: 'Tax ID (PIB)',
  mb: 'Company reg. no.',
  jbkjs: 'Public funds user no. (JBKJS)',
  account: 'Bank account',
  place: 'Place of issue',
  issueDate: 'Date of issue',
  supplyDate: 'Date of supply',
  deliveryDate: 'Delivery date',
  dueDate: 'Due date',
  orderNo: 'Order no.',
  contractNo: 'Contract no.',
  tenderNo: 'Tender no.',
  deliveryPlace: 'Place of delivery',
  validity: 'Valid until',
  payment: 'Payment terms',
  warehouse: 'Warehouse',
  no: 'No.',
  code: 'Code',
  article: 'Goods / services',
  unit: 'Unit',
  qty: 'Quantity',
  price: 'Price excl. VAT',
  priceWithVat: 'Price incl. VAT',
  discount: 'Discount',
  vatRate: 'VAT %',
  amount: 'Amount excl. VAT',
  amountWithVat: 'Amount incl. VAT',
  rate: 'VAT rate',
  base: 'Taxable amount',
  vat: 'VAT',
  total: 'Total',
  totalBase: 'Total taxable amount',
  totalVat: 'Total VAT',
  totalAmount: 'Total payable',
  payable: 'Payable',
  inWords: 'In words (Serbian)',
  reference: 'Payment reference',
  model: 'model 97',
  payWith: 'Pay by scanning the IPS QR code',
  vatExempt: 'VAT not charged',
  notVatPayer: 'The seller is not registered for VAT (VAT Act, art. 33).',
  note: 'Note',
  issued: 'Invoiced by',
  goodsIssued: 'Goods issued by',
  goodsReceived: 'Goods received by',
  stamp: 'Stamp',
  receipts: 'Fiscal receipts',
  invoice: 'INVOICE',
  invoiceDispatch: 'INVOICE AND DISPATCH NOTE',
  dispatch: 'DISPATCH NOTE',
  stornoInvoiceDispatch: 'CANCELLED INVOICE AND DISPATCH NOTE',
  storno: 'CANCELLED',
  proforma: 'PRO-FORMA INVOICE',
  retailInvoice: 'INVOICE (RETAIL)',
};

/** Placeholders (`{n}`) stay Latin. */
const cyrillicOf = (text: string) => text.split(/(\{[a-z]+\})/).map((part, i) => (i % 2 ? part : toCyrillic(part))).join('');
const cyrillic = Object.fromEntries(Object.entries(latin).map(([k, v]) => [k, cyrillicOf(v)])) as Labels;

const labels: Record<Language, Labels> = { 'sr-lat': latin, 'sr-cyr': cyrillic, en: english };

/** A print's language: its labels, and numbers and dates written the way that language writes them. */
export interface PrintLocale {
  language: Language;
  t: Labels;
  /** Serbian text written in this language's script (English prints keep the Latin) */
  script: (latinText: string) => string;
  money: (paras: number) => string;
  qty: (thousandths: number) => string;
  /** a VAT rate in hundredths of a percent or a discount in thousandths, without trailing zeros */
  percent: (value: number, scale: number) => string;
  /** `YYYY-MM-DD` → 05.03.2024 (Serbian) or 05 Mar 2024 (English); '' stays '' */
  date: (iso: string) => string;
  pageOf: (page: number, pages: number) => string;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function printLocale(language: Language): PrintLocale {
  const t = labels[language];
  const locale: NumberLocale = localeOf[language];
  return {
    language,
    t,
    script: (text) => (language === 'sr-cyr' ? toCyrillic(text) : text),
    money: (v) => formatScaled(v, 2, locale),
    qty: (v) => formatScaled(v, 3, locale),
    percent: (v, scale) => {
      const text = formatScaled(v, scale, locale).replace(/([.,]\d*?)0+$/, '$1').replace(/[.,]$/, '');
      return language === 'en' ? `${text}%` : `${text}\u00a0%`;
    },
    date: (iso) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
      if (!m) return iso;
      return language === 'en' ? `${m[3]} ${months[Number(m[2]) - 1]} ${m[1]}` : `${m[3]}.${m[2]}.${m[1]}`;
    },
    pageOf: (n, m) => t.pageOf.replace('{n}', String(n)).replace('{m}', String(m)),
  };
}
