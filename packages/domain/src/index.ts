export * from './money';
export * from './scaled';
export * from './identifiers';
