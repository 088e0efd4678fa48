export * from './zod-config';
export * from './errors';
export * from './paging';
export * from './enums';
export * from './auth';
export * from './app-config';
export * from './reference';
export * from './articles';
