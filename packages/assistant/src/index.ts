export * from './understand/index.js';
