import type { FamilyConfig } from '../types';
import { intConfig } from './int';
import { prnConfig } from './prn';
import { prodConfig } from './prod';
import { nivConfig } from './niv';
import { psrConfig } from './psr';
import { urConfig } from './ur';

/** The families whose screens are built, in menu order; each has its routes and menu entries. */
export const familyConfigs: readonly FamilyConfig[] = [psrConfig, urConfig, nivConfig, intConfig, prodConfig, prnConfig];
