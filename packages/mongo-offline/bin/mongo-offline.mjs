#!/usr/bin/env node
// The package ships TypeScript sources; tsx (the repo's TS runner) compiles them on the fly.
// Importing 'tsx' registers both its ESM and CommonJS hooks, like `node --import tsx`.
await import('tsx');
await import('../src/cli.ts');
