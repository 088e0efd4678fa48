import { knodEntry } from '@knjige/contract';
import { correctionConfig } from './correction';

/** Credit note: the correction screens (./correction.ts). */
export const knodConfig = correctionConfig(knodEntry);
