import type { DocFamily } from '@knjige/contract';
import type { FamilyConfig } from '../types';
import { intConfig } from './int';
import { nivConfig } from './niv';
import { psrConfig } from './psr';
import { urConfig } from './ur';

export const familyConfigs: Record<DocFamily, FamilyConfig> = { psr: psrConfig, ur: urConfig, niv: nivConfig, int: intConfig };
