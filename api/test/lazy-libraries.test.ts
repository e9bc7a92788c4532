import { createTestApp } from './helpers/test-app';

/**
 * Libraries only a few routes use (exports, imports, the OpenAI client, mail, server-drawn pages, the
 * live room): an API process loads them on first use, so starting the API and answering a request that
 * needs none of them does not pay for them. This file's module registry is its own (one per Jest file),
 * so what it holds after the request is what starting the API and answering it loaded.
 */
const LOADED_ON_FIRST_USE = [
  'pdfkit',
  'svg-to-pdfkit',
  'pptxgenjs',
  'docx',
  'mammoth',
  'unpdf',
  'jszip',
  'saxes',
  'fontkit',
  'sharp',
  'image-size',
  'bidi-js',
  'openai',
  'nodemailer',
  'ioredis',
  'react',
  'react-dom',
  'styled-components',
  '@hocuspocus/server',
  '@hocuspocus/extension-redis',
  'yjs',
  'ws',
  // The API's documentation UI, where it is not served (production's default).
  '@fastify/swagger-ui',
  '@fastify/static',
];

/**
 * The API's own code behind those routes: the exporters and importers (but the few small modules every
 * request may need: file names, picture checks, the shapes of files and their errors), the AI providers
 * (the builtin deck writer, the model's prompts and checks) and the live room.
 */
const OWN_CODE_ON_FIRST_USE = [
  /\/api\/src\/modules\/files\/export\/(?!(document-words|images|resume-parts)\.ts$)/,
  /\/api\/src\/modules\/files\/import\/(?!(sniff-file-type|import-error|imported-slide)\.ts$)/,
  /\/api\/src\/modules\/ai\/builtin\/(builtin-provider|fact-slides|builtin-rewrite|builtin-outline|industries.*)\.ts$/,
  /\/api\/src\/modules\/ai\/openai\//,
  /\/api\/src\/modules\/collab\/(server|deck-store|redis-extension)\.ts$/,
];

/** The package a loaded file belongs to (its innermost node_modules folder), or undefined for our own code. */
function packageOf(file: string): string | undefined {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  return match?.[1];
}

it('starts the API and answers GET /health without loading any library only some routes use', async () => {
  const ctx = await createTestApp({ env: { API_DOCS: 'false' } });
  try {
    expect((await ctx.app.inject({ url: '/health' })).statusCode).toBe(200);

    const loaded = Object.keys(require.cache);
    const packages = new Set(loaded.map(packageOf));
    expect(LOADED_ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
    const own = loaded.filter((file) => !packageOf(file)).map((file) => file.replaceAll('\\', '/'));
    expect(own.filter((file) => OWN_CODE_ON_FIRST_USE.some((pattern) => pattern.test(file)))).toEqual([]);
  } finally {
    await ctx.stop();
  }
});
