import { avrEntry } from './avr';
import { fakEntry } from './fak';
import { fisEntry } from './fis';
import { intEntry } from './int';
import { knodEntry } from './knod';
import { knzEntry } from './knz';
import { pskEntry } from './psk';
import { zrnEntry } from './zrn';
import { jciEntry } from './jci';
import { nivEntry } from './niv';
import { prnEntry, prodEntry } from './prod';
import { psrEntry } from './psr';
import { urEntry } from './ur';
import { trnEntry } from './trn';
import { nalEntry } from './nal';
import { kmpEntry } from './kmp';
import { amoEntry } from './amo';
import { blgEntry } from './blg';
import type { FamilyEntry } from './entry';

export * from './entry';
export * from './psr';
export * from './ur';
export * from './niv';
export * from './int';
export * from './fis';
export * from './fak';
export * from './trn';
export * from './psk';
export * from './zrn';
export * from './purchase-vat';
export * from './jci';
export * from './knod';
export * from './knz';
export * from './invoice-correction';
export * from './prod';
export * from './avr';
export * from './nal';
export * from './kmp';
export * from './blg';
export * from './amo';

/** One entry per document family; adding a family adds its entry here. */
export const familyRegistry = { psr: psrEntry, ur: urEntry, niv: nivEntry, int: intEntry, fis: fisEntry, fak: fakEntry, trn: trnEntry, psk: pskEntry, zrn: zrnEntry, knod: knodEntry, knz: knzEntry, prod: prodEntry, prn: prnEntry, avr: avrEntry, jci: jciEntry, nal: nalEntry, kmp: kmpEntry, blg: blgEntry, amo: amoEntry } as const satisfies Record<string, FamilyEntry>;

export type DocFamily = keyof typeof familyRegistry;
export const docFamilies = Object.keys(familyRegistry) as DocFamily[];

export const familyOf = (vDoc: string): DocFamily | null => (Object.hasOwn(familyRegistry, vDoc) ? (vDoc as DocFamily) : null);
