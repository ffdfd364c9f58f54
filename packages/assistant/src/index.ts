export * from './understand/index.js';
export * from './knowledge/index.js';
export * from './engine/index.js';
export * from './model/index.js';
