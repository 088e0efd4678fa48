/**
 * Printed labels of the VAT books' columns, the POPDV's sums, the advance invoice, the open-items
 * statement's credits and a foreign-currency account, in Serbian Latin and English (merged into
 * the print's labels in texts.ts; the Cyrillic is generated there).
 */
export const booksLatin = {
  kirTotal: 'Ukupna naknada sa PDV',
  kirExemptDeductible: 'Oslobođeno sa pravom na odbitak',
  kirExemptNoDeduction: 'Oslobođeno bez prava na odbitak',
  kirBaseGeneral: 'Osnovica po opštoj stopi',
  kirVatGeneral: 'PDV po opštoj stopi',
  kirBaseSpecial: 'Osnovica po posebnoj stopi',
  kirVatSpecial: 'PDV po posebnoj stopi',
  kirRecipientOwes: 'Promet, PDV duguje primalac',
  kirVatComputed: 'Obračunati PDV za promet drugog lica',
  kirDocNo: 'Broj računa',
  kirBookingDate: 'Datum knjiženja',
  kirIssueDate: 'Datum izdavanja',
  iosCredit: 'preplata / avans',
  iosFor: 'Za {c}',
} as const;

export const booksEnglish: { [K in keyof typeof booksLatin]: string } = {
  kirTotal: 'Total with VAT',
  kirExemptDeductible: 'Exempt with the right to deduct',
  kirExemptNoDeduction: 'Exempt without the right to deduct',
  kirBaseGeneral: 'Base at the general rate',
  kirVatGeneral: 'VAT at the general rate',
  kirBaseSpecial: 'Base at the special rate',
  kirVatSpecial: 'VAT at the special rate',
  kirRecipientOwes: 'Supplies, the recipient owes the VAT',
  kirVatComputed: 'VAT we compute on another’s supply',
  kirDocNo: 'Invoice no.',
  kirBookingDate: 'Booking date',
  kirIssueDate: 'Date of issue',
  iosCredit: 'payment on account',
  iosFor: 'For {c}',
};
