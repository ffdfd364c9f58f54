export * from './limits.js';
export * from './messages.js';
export * from './enums.js';
export * from './text.js';
export * from './user.js';
export * from './client-config.js';
