import { knodEntry, knodPartner } from '@knjige/contract';
import { docKnod, docKnodFakture, docKnodItems } from '../../platform/db/schema';
import { correctionFamily } from '../correction/correction.family';

/**
 * Credit note: the correction family (correction/correction.family.ts) lowering what it names.
 * knod-duguje (to a customer) posts the customer's potrazuje and a negative KIR row per rate,
 * knod-potrazuje (from a supplier) the supplier's duguje and a negative KUR row per rate; either
 * closes the named invoices' open items first.
 */
export const knodFamily = correctionFamily({ entry: knodEntry, sign: -1, partner: knodPartner, header: docKnod, items: docKnodItems, refs: docKnodFakture });
