export * from './understand/index.js';
export * from './knowledge/index.js';
