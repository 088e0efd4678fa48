export * from './money';
export * from './scaled';
export * from './identifiers';
export * from './lifecycle';
export * from './purchase';
export * from './sale';
