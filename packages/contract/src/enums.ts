/** Every enum is declared once here; label maps elsewhere are `Record<Enum, string>`. */
export const roles = ['super', 'admin', 'user'] as const;
export type Role = (typeof roles)[number];
export const adminRoles: readonly Role[] = ['super', 'admin'];

export const vArtikl = ['roba', 'usluga', 'repro', 'gp', 'os'] as const;
export type VArtikl = (typeof vArtikl)[number];

export const vPromet = ['mp', 'vp', 'usluga', 'repro', 'os', 'gp'] as const;
export type VPromet = (typeof vPromet)[number];

export const vKom = ['firma', 'kupac'] as const;
export type VKom = (typeof vKom)[number];

export const periodStatus = ['open', 'closed'] as const;
export type PeriodStatus = (typeof periodStatus)[number];

export const docStatus = ['draft', 'locked', 'storno'] as const;
export type DocStatus = (typeof docStatus)[number];

/** Fiscal receipt payment (docs/domain.md#states-and-defaults): 1 cash, 2 cheques, 3 card, 4 wire transfer, 5 other or mixed. */
export const fisPlacanje = [1, 2, 3, 4, 5] as const;
export type FisPlacanje = (typeof fisPlacanje)[number];

/** VAT point of a sales invoice (docs/domain.md#entities-and-fields): 3 invoice date, 35 turnover date, 432 payment date. */
export const vatPoints = ['3', '35', '432'] as const;
export type VatPoint = (typeof vatPoints)[number];

/** Payment type of a sales invoice (docs/domain.md#entities-and-fields): 10 cash, 30 current account. */
export const paymentTypes = ['10', '30'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** Delivery place of a sales invoice (docs/domain.md#entities-and-fields): 1 the buyer's seat, 2 a business unit. */
export const deliveryPlaces = ['1', '2'] as const;
export type DeliveryPlace = (typeof deliveryPlaces)[number];

export const priceTypes = ['pnCena', 'znCena', 'kepuCena'] as const;
export type PriceType = (typeof priceTypes)[number];

export const stockFilters = ['all', 'less-than-0', 'greater-than-0', 'not-0', 'equals-0'] as const;
export type StockFilter = (typeof stockFilters)[number];

/** The spec's language codes at the edge, and the locale tags used inside. */
export const languages = ['sr-lat', 'sr-cyr', 'en'] as const;
export type Language = (typeof languages)[number];
export const localeOf: Record<Language, 'sr-Latn' | 'sr-Cyrl' | 'en'> = {
  'sr-lat': 'sr-Latn',
  'sr-cyr': 'sr-Cyrl',
  en: 'en',
};

/** A user in a company: signed up, invited (no password yet) or deactivated there. */
export const userStatus = ['active', 'invited', 'inactive'] as const;
export type UserStatus = (typeof userStatus)[number];

/** Single-use e-mail links: invitation, password reset, e-mail change. */
export const userTokenKinds = ['invite', 'reset', 'verify'] as const;
export type UserTokenKind = (typeof userTokenKinds)[number];

/** What a document's history records: its own events, and attachments added or removed. */
export const historyActions = ['create', 'save', 'item-add', 'item-save', 'item-delete', 'lock', 'storno', 'delete', 'attach', 'detach'] as const;
export type HistoryAction = (typeof historyActions)[number];

/** Why the audit chain's check stopped at a record. */
export const chainBreaks = ['record-altered', 'chain-broken', 'chain-truncated', 'document-missing', 'document-changed', 'status-changed'] as const;
export type ChainBreak = (typeof chainBreaks)[number];
