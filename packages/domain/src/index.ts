export * from './money';
export * from './scaled';
