import { pathId } from './bounds';
import { z } from './zod-config';

/** The SEF VAT categories the product writes (SERBIA.md §2): S standard, AE reverse charge, E exempt, O outside VAT, Z exempt with deduction. */
export const sefCategories = ['S', 'AE', 'E', 'O', 'Z'] as const;
export type SefCategory = (typeof sefCategories)[number];

/** What an export makes of a document: an invoice (380), or a credit note (381) for the storno of an exported invoice. */
export const xmlKinds = ['invoice', 'credit-note'] as const;
export type XmlKind = (typeof xmlKinds)[number];

/** A job's state (spec §4 "XML export": polled while in progress). */
export const xmlJobStatuses = ['in-progress', 'succeeded', 'failed'] as const;
export type XmlJobStatus = (typeof xmlJobStatuses)[number];

export const xmlDocParams = z.object({ vDoc: z.string().max(20), docId: pathId() });
export const xmlUuidParams = z.object({ uuid: z.uuid() });

export const xmlJobCreated = z.object({ uuid: z.uuid() });
export const xmlJobStatusResponse = z.object({
  data: z.object({
    uuid: z.uuid(),
    status: z.enum(xmlJobStatuses),
    kind: z.enum(xmlKinds),
    fileName: z.string(),
    /** why it failed (an i18n key or the validator's text) */
    message: z.string().nullable(),
  }),
});

const party = {
  naziv: z.string(),
  /** PIB of a firm; the personal id (JMBG) of a private person */
  pib: z.string(),
  maticniBroj: z.string(),
  adresa: z.string(),
  postcode: z.string(),
  mesto: z.string(),
  email: z.string(),
};

/** A tax category as the XML writes it: the rate (hundredths of a percent, 0 unless S) and, when not S, why. */
export const xmlTaxCategory = z.object({
  kategorija: z.enum(sefCategories),
  stopa: z.number().int(),
  /** the exemption's legal ground (PDV-RS-…) where the rate names one */
  osnovOslobodjenja: z.string(),
  /** the exemption in words */
  razlog: z.string(),
});

/**
 * `GET /v1/xml/data/{vDoc}/{docId}` (spec §3 "XML data"): what the XML will say, shown for checking
 * before Generate. Amounts in hundredths, quantities in thousandths, as everywhere.
 */
export const xmlData = z.object({
  document: z.object({
    vDoc: z.string(),
    id: z.number().int(),
    oznaka: z.string(),
    status: z.string(),
    kind: z.enum(xmlKinds),
    /** the XML's own number: the invoice's label, or the credit note's (`STORNO-` and the label) */
    broj: z.string(),
    datum: z.string(),
    /** the XML's issue date: the invoice's date, or the day of the storno for a credit note */
    datumIzdavanja: z.string(),
    datumDospeca: z.string(),
    datumPrometa: z.string(),
    datumIsporuke: z.string(),
    brojOtpremnice: z.string(),
    /** SEF InvoicePeriod DescriptionCode: 3 invoice date, 35 delivery date, 432 payment date */
    periodObracuna: z.string(),
    xmlUpload: z.string(),
    brojNarudzbenice: z.string(),
    brojUgovora: z.string(),
    napomena: z.string(),
    /** model 97 reference (check digits and body) */
    pozivNaBroj: z.string(),
    tracun: z.string(),
    osnovica: z.number().int(),
    pdvIznos: z.number().int(),
    iznos: z.number().int(),
    /** already paid (a retail invoice's receipts paid other than by wire) */
    placeno: z.number().int(),
    zaUplatu: z.number().int(),
    /** the exported invoice a credit note credits */
    credited: z.object({ oznaka: z.string(), datum: z.string() }).nullable(),
  }),
  buyer: z.object({ ...party, jbkjs: z.string(), isPerson: z.boolean() }),
  seller: z.object({ ...party, tracun: z.string(), isPdv: z.boolean() }),
  /** the warehouse or shop the goods leave from; none for services */
  branch: z.object({ naziv: z.string(), mesto: z.string() }).nullable(),
  items: z.array(
    z.object({
      rbr: z.number().int(),
      intSifra: z.string(),
      artNaziv: z.string(),
      /** UN/ECE Recommendation 20 unit (`H87`) */
      unitCode: z.string(),
      kolicina: z.number().int(),
      /** unit price without VAT */
      cena: z.number().int(),
      /** the line's discount (amount) */
      rabatIznos: z.number().int(),
      /** the line amount without VAT */
      osnovica: z.number().int(),
      tax: xmlTaxCategory,
    }),
  ),
  pdvReport: z.array(z.object({ tax: xmlTaxCategory, osnovica: z.number().int(), pdvIznos: z.number().int() })),
  attachments: z.array(z.object({ uuid: z.string(), name: z.string(), mime: z.string(), size: z.number().int() })),
});
export type XmlData = z.infer<typeof xmlData>;
export const xmlDataResponse = z.object({ data: xmlData });
export type XmlJob = z.infer<typeof xmlJobStatusResponse>['data'];
