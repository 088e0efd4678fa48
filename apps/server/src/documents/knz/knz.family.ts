import { knzEntry, knzPartner } from '@knjige/contract';
import { docKnz, docKnzFakture, docKnzItems } from '../../platform/db/schema';
import { correctionFamily } from '../correction/correction.family';

/**
 * Debit note: the correction family (correction/correction.family.ts) raising what it names.
 * knz-duguje (to a customer) posts the customer's duguje and a positive KIR row per rate,
 * knz-potrazuje (from a supplier) the supplier's potrazuje and a positive KUR row per rate.
 */
export const knzFamily = correctionFamily({ entry: knzEntry, sign: 1, partner: knzPartner, header: docKnz, items: docKnzItems, refs: docKnzFakture });
