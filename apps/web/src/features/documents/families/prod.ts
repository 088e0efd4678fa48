import { deliveryPlaces, paymentTypes, prodDoc, prodEntry, prodInput, prodItem, prodItemInput, saleTaxTreatments, vatPoints, xmlUploads } from '@knjige/contract';
import { articleLabel, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { saleFigures, saleInvoiceVat, saleItemColumns, saleItemFields, saleLookupInfo, salePrefill, saleRates, saleTotalsBox, saleWarehouse } from './sale';

/** Sales invoice with dispatch note (docs/domain.md#entities-and-fields). */
export const prodConfig = defineConfig(
  prodEntry,
  { headerInput: prodInput, header: prodDoc, itemInput: prodItemInput, item: prodItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [
          ...numberAndDate,
          saleWarehouse,
          { name: 'datumDospeca', kind: 'date', required: true },
          { name: 'brojRacuna', kind: 'text' },
          { name: 'brojNarudzbenice', kind: 'text' },
          { name: 'brojTendera', kind: 'text' },
          { name: 'brojUgovora', kind: 'text' },
          { name: 'sifraObjekta', kind: 'text' },
          { name: 'rokPlacanja', kind: 'text' },
          { name: 'vrstaPlacanja', kind: 'select', options: paymentTypes, required: true },
          { name: 'periodObracuna', kind: 'select', options: vatPoints, required: true },
          opis,
        ],
      },
      {
        key: 'kupac',
        fields: [
          { name: 'komId', kind: 'partner', required: true },
          { name: 'placanje', kind: 'text' },
          { name: 'placanjeTracun', kind: 'text' },
          { name: 'placanjeModel', kind: 'text' },
          { name: 'placanjeRef', kind: 'text' },
        ],
      },
      // after the buyer, whose status it depends on: the invoice's currency (the rate of the supply date shows in the totals) and its VAT treatment:
      // export (Z), exempt (E) or reverse charge (AE) with the exemption reason (docs/decisions.md#vat-categories-and-exemption-reasons)
      {
        key: 'pdv',
        fields: [
          { name: 'valuta', kind: 'text', required: true },
          { name: 'kategorija', kind: 'select', options: saleTaxTreatments },
          { name: 'izuzece', kind: 'exemption' },
        ],
      },
      // the buyer's advances this invoice deducts (docs/domain.md#advances)
      { key: 'avansi', fields: [{ name: 'avansi', kind: 'advances', advanceSubType: 'avr-izdati' }] },
      {
        key: 'isporuka',
        fields: [
          { name: 'datumIsporuke', kind: 'date', required: true },
          { name: 'datumPrometa', kind: 'date', required: true },
          { name: 'mestoIsporuke', kind: 'select', options: deliveryPlaces, required: true },
          { name: 'otprema', kind: 'text' },
          { name: 'brojOtpremnice', kind: 'text' },
          { name: 'vaznost', kind: 'text' },
        ],
      },
      {
        key: 'napomena',
        fields: [
          { name: 'napomena', kind: 'note' },
          { name: 'dodatnaNapomena', kind: 'note' },
          { name: 'xmlUpload', kind: 'select', options: xmlUploads, required: true },
          { name: 'komentar', kind: 'note' },
        ],
      },
    ],
    links: [{ key: 'from-proforma', target: 'prn', idField: 'prnId', labelField: 'prnOznaka' }],
    followDate: ['datumDospeca', 'datumIsporuke', 'datumPrometa'],
    // the rate is the NBS rate of the supply date, shown in the totals; a contracted rate is typed through the API
    serverFilled: ['kurs'],
    listColumns: [{ key: 'komNaziv', label: 'partner.buyer' }, { key: 'magNaziv', hiddenFor: ['usluga'] }, { key: 'iznos', kind: 'money' }],
    // the advances deducted and what the buyer still owes (docs/domain.md#advances)
    // a foreign-currency invoice shows its currency, the rate and its total in the currency beside the dinars
    totals: [
      { key: 'valuta', kind: 'text', foreign: true },
      { key: 'kurs', kind: 'rate', foreign: true },
      { key: 'iznosValuta', foreign: true },
      ...saleTotalsBox,
      { key: 'avansIznos' },
      { key: 'zaUplatu', strong: true },
    ],
    // the line's own rate and category (an export puts a 20 % article at 0 %, Z), its amount as typed in the
    // invoice's currency and in dinars
    itemColumns: [
      ...saleItemColumns.filter((c) => c.key !== 'artikl.pdvStopa' && c.key !== 'iznos'),
      { key: 'pdvStopa', kind: 'vat', width: 70 },
      { key: 'kategorija', kind: 'text', width: 50 },
      { key: 'iznosValuta', kind: 'money' },
      { key: 'iznos', kind: 'money' },
    ],
    // a line's amount is after the discount, without VAT, in dinars and in the invoice's currency
    itemLabels: { iznos: 'field.osnovica', iznosValuta: 'field.devOsnovica' },
    itemLabel: articleLabel,
    itemFields: [...saleItemFields],
    prefill: salePrefill,
    lookupInfo: [...saleLookupInfo],
    computed: saleFigures,
    grid: { figures: ['iznos'], sums: ['iznos'], vat: saleInvoiceVat, rates: saleRates },
  },
);
