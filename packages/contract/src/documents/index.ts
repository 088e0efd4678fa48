export * from './common';
export * from '../families/index';
