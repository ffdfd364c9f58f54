export * from './types.js';
export { buildKnowledgeBase, type KnowledgeSource } from './knowledge-base.js';
