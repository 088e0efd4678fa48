import { pathId } from './bounds';
import { z } from './zod-config';

import { taxCategories, type TaxCategory } from '@knjige/domain';

/** The SEF VAT categories (docs/domain.md#the-e-invoice-ubl): S standard, AE reverse charge, Z exempt with deduction, E without, O outside VAT, OE, SS, R, N (packages/domain vat-category.ts). */
export const sefCategories = taxCategories;
export type SefCategory = TaxCategory;

/** What an export makes of a document: an invoice (380), or a credit note (381) for the storno of an exported invoice. */
export const xmlKinds = ['invoice', 'credit-note'] as const;
export type XmlKind = (typeof xmlKinds)[number];

/** A job's state (docs/domain.md#states-and-defaults: polled while in progress). */
export const xmlJobStatuses = ['in-progress', 'succeeded', 'failed'] as const;
export type XmlJobStatus = (typeof xmlJobStatuses)[number];

/** `vDoc` the family, `docId` the document. */
export const xmlDocParams = z.object({
  /** the document's family */
  vDoc: z.string().max(20),
  /** the document's id */
  docId: pathId(),
});
/** `uuid`: the XML job. */
export const xmlUuidParams = z.object({
  /** the job's id */
  uuid: z.uuid(),
});

/** `uuid`: the XML job just started. */
export const xmlJobCreated = z.object({
  /** the job's id, to poll its status with */
  uuid: z.uuid(),
});
export const xmlJobStatusResponse = z.object({
  /** the job */
  data: z.object({
    /** the job's id */
    uuid: z.uuid(),
    /** in-progress, succeeded or failed */
    status: z.enum(xmlJobStatuses),
    /** invoice (380) or credit note (381) */
    kind: z.enum(xmlKinds),
    /** the XML file's name */
    fileName: z.string(),
    /** why it failed (an i18n key or the validator's text) */
    message: z.string().nullable(),
  }),
});

const party = {
  /** the party's name */
  naziv: z.string(),
  /** PIB of a firm; the personal id (JMBG) of a private person */
  pib: z.string(),
  /** registration number */
  maticniBroj: z.string(),
  /** street address */
  adresa: z.string(),
  /** postcode */
  postcode: z.string(),
  /** place (city) */
  mesto: z.string(),
  /** e-mail address */
  email: z.string(),
};

/** An earlier invoice the XML refers to (a BillingReference): its label and date. */
const invoiceRef = z.object({
  /** the invoice's label (its number in the XML) */
  oznaka: z.string(),
  /** the invoice's date */
  datum: z.string(),
});

/** A tax category as the XML writes it: the rate (hundredths of a percent, 0 unless S) and, when not S, why. */
export const xmlTaxCategory = z.object({
  /** SEF VAT category: S, AE, Z, E, O, OE, SS, R or N */
  kategorija: z.enum(sefCategories),
  /** rate in hundredths of a percent (0 unless S) */
  stopa: z.number().int(),
  /** the exemption's legal ground (PDV-RS-…) where the rate names one */
  osnovOslobodjenja: z.string(),
  /** the exemption in words */
  razlog: z.string(),
});

/**
 * `GET /v1/xml/data/{vDoc}/{docId}` (docs/domain.md#entities-and-fields): what the XML will say, shown for checking
 * before Generate. Amounts in hundredths, quantities in thousandths, as everywhere.
 */
export const xmlData = z.object({
  /** the document as the XML writes it */
  document: z.object({
    /** the document family code (`ur`, `prod`, … : the registry key) */
    vDoc: z.string(),
    /** the document's id */
    id: z.number().int(),
    /** the printed label, e.g. `UR-VP-12/2024` */
    oznaka: z.string(),
    /** the document's status: locked or storno */
    status: z.string(),
    /** invoice (380), or credit note (381) for the storno of an exported invoice */
    kind: z.enum(xmlKinds),
    /** the XML's own number: the invoice's label, or the credit note's (`STORNO-` and the label) */
    broj: z.string(),
    /** the document's date */
    datum: z.string(),
    /** the XML's issue date: the invoice's date, or the day of the storno for a credit note */
    datumIzdavanja: z.string(),
    /** due date of payment */
    datumDospeca: z.string(),
    /** date of supply (turnover), for VAT */
    datumPrometa: z.string(),
    /** delivery date */
    datumIsporuke: z.string(),
    /** the dispatch note (otpremnica) number */
    brojOtpremnice: z.string(),
    /** SEF InvoicePeriod DescriptionCode: 3 invoice date, 35 delivery date, 432 payment date */
    periodObracuna: z.string(),
    /** which prints the SEF e-invoice embeds: single, multi or none */
    xmlUpload: z.string(),
    /** the buyer's order number */
    brojNarudzbenice: z.string(),
    /** the contract number */
    brojUgovora: z.string(),
    /** the note */
    napomena: z.string(),
    /** model 97 reference (check digits and body) */
    pozivNaBroj: z.string(),
    /** the account the buyer pays into */
    tracun: z.string(),
    /** base without VAT, hundredths */
    osnovica: z.number().int(),
    /** VAT amount, hundredths */
    pdvIznos: z.number().int(),
    /** total with VAT, hundredths */
    iznos: z.number().int(),
    /** already paid (a retail invoice's receipts paid other than by wire) */
    placeno: z.number().int(),
    /** payable, hundredths */
    zaUplatu: z.number().int(),
    /** the document's currency (ISO 4217; amounts above and on the lines are in it); RSD when left out */
    valuta: z.string().optional(),
    /** the document's VAT in dinars (the RSD TaxTotal of a foreign-currency invoice, EN 16931 BT-111) */
    pdvIznosRsd: z.number().int().optional(),
    /** the exported invoice a credit note credits */
    credited: invoiceRef.nullable(),
    /** an Invoice's type code when it is not 380: 383 a debit note, 386 an advance invoice (docs/domain.md#debit-notes, docs/domain.md#advances) */
    invoiceTypeCode: z.enum(['380', '383', '386']).optional(),
    /** the advance invoices (386) a final invoice deducts: a BillingReference each; their gross is `placeno` (PrepaidAmount) */
    advances: z.array(invoiceRef).optional(),
    /** the invoices a credit or debit note corrects (a BillingReference each), beside or instead of `credited` */
    references: z.array(invoiceRef).optional(),
    /** the period a credit or debit note corrects, when it names no invoice (InvoicePeriod's dates) */
    invoicePeriod: z
      .object({
        /** the period's first day */
        od: z.string(),
        /** the period's last day */
        do: z.string(),
      })
      .nullable()
      .optional(),
  }),
  /** the buyer (AccountingCustomerParty) */
  buyer: z.object({
    ...party,
    /** a public-sector buyer's budget user number (JBKJS); '' for others */
    jbkjs: z.string(),
    /** a private person, not a firm */
    isPerson: z.boolean(),
    /** the buyer's country, ISO 3166-1 alpha-2: a buyer abroad is not on SEF */
    drzava: z.string(),
    /** a buyer abroad: its VAT number */
    inoPdvBroj: z.string(),
  }),
  /** the seller, the company (AccountingSupplierParty) */
  seller: z.object({
    ...party,
    /** the company's bank account */
    tracun: z.string(),
    /** the company is in the VAT system */
    isPdv: z.boolean(),
  }),
  /** the warehouse or shop the goods leave from; none for services */
  branch: z
    .object({
      /** the warehouse's or shop's name */
      naziv: z.string(),
      /** its place */
      mesto: z.string(),
    })
    .nullable(),
  /** the invoice lines */
  items: z.array(
    z.object({
      /** line number, from 1 */
      rbr: z.number().int(),
      /** the article's internal code */
      intSifra: z.string(),
      /** the article's name */
      artNaziv: z.string(),
      /** UN/ECE Recommendation 20 unit (`H87`) */
      unitCode: z.string(),
      /** quantity, thousandths */
      kolicina: z.number().int(),
      /** unit price without VAT */
      cena: z.number().int(),
      /** the line's discount (amount) */
      rabatIznos: z.number().int(),
      /** the line amount without VAT */
      osnovica: z.number().int(),
      /** the line's tax category */
      tax: xmlTaxCategory,
    }),
  ),
  /** base and VAT per category and rate (TaxSubtotal) */
  pdvReport: z.array(
    z.object({
      /** the category and rate */
      tax: xmlTaxCategory,
      /** the taxable amount in it, hundredths */
      osnovica: z.number().int(),
      /** the VAT in it, hundredths */
      pdvIznos: z.number().int(),
    }),
  ),
  /** the PDFs the XML embeds */
  attachments: z.array(
    z.object({
      /** the stored file's id */
      uuid: z.string(),
      /** the file's name */
      name: z.string(),
      /** its media type (application/pdf) */
      mime: z.string(),
      /** its size in bytes */
      size: z.number().int(),
    }),
  ),
});
export type XmlData = z.infer<typeof xmlData>;
export const xmlDataResponse = z.object({
  /** the answer */
  data: xmlData,
});
export type XmlJob = z.infer<typeof xmlJobStatusResponse>['data'];
