/** Training analytics: the FLS readiness model (the reads and screens come with issue 18). */

export * from './readiness.js';
