export * from './auth.js';
export * from './problem.js';
export * from './submission.js';
export * from './format.js';
export * from './problem-schema.js';
