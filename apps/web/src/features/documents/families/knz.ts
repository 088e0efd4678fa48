import { knzEntry } from '@knjige/contract';
import { correctionConfig } from './correction';

/** Debit note: the correction screens (./correction.ts). */
export const knzConfig = correctionConfig(knzEntry);
