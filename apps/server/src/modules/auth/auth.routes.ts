import type { Module } from '../../platform/http';

/** Sign-in exchange (spec §4, §7): implemented in auth.service.ts. */
export const authModule: Module = () => {};
