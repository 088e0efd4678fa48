import type { FamilyConfig } from '../types';
import { fakConfig } from './fak';
import { fisConfig } from './fis';
import { intConfig } from './int';
import { knodConfig } from './knod';
import { knzConfig } from './knz';
import { pskConfig } from './psk';
import { zrnConfig } from './zrn';
import { prnConfig } from './prn';
import { prodConfig } from './prod';
import { nivConfig } from './niv';
import { psrConfig } from './psr';
import { urConfig } from './ur';
import { trnConfig } from './trn';
import { avrConfig } from './avr';
import { nalConfig } from './nal';
import { jciConfig } from './jci';
import { kmpConfig } from './kmp';
import { amoConfig } from './amo';
import { blgConfig } from './blg';

/** The families whose screens are built, in menu order; each has its routes and menu entries. */
export const familyConfigs: readonly FamilyConfig[] = [psrConfig, urConfig, nivConfig, intConfig, fisConfig, fakConfig, trnConfig, pskConfig, zrnConfig, jciConfig, knodConfig, knzConfig, prodConfig, prnConfig, avrConfig, nalConfig, kmpConfig, blgConfig, amoConfig];
