import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Stats } from 'webpack';
import { PreloadChunksPlugin } from './preload-chunks';

/** Builds a two-file app whose entry imports './later' as the chunk named "later"; gives the page and the build's errors. */
async function build(chunkNames: string[]): Promise<{ html: string; files: string[]; errors: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-preload-'));
  fs.writeFileSync(path.join(dir, 'index.js'), 'import(/* webpackChunkName: "later" */ "./later");\n');
  fs.writeFileSync(path.join(dir, 'later.js'), 'export const later = 1;\n');
  try {
    const stats = await new Promise<Stats>((resolve, reject) =>
      webpack({
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: path.join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].[contenthash:10].js' },
        plugins: [new HtmlWebpackPlugin(), new PreloadChunksPlugin(chunkNames)],
      }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    const out = path.join(dir, 'dist');
    return {
      html: fs.existsSync(path.join(out, 'index.html')) ? fs.readFileSync(path.join(out, 'index.html'), 'utf8') : '',
      files: fs.existsSync(out) ? fs.readdirSync(out) : [],
      errors: stats.compilation.errors.map((error) => error.message),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('preloading a named chunk from the page', () => {
  it("puts the chunk's hashed file in the head as a script preload", async () => {
    const { html, files, errors } = await build(['later']);
    expect(errors).toEqual([]);
    const file = files.find((name) => /^later\.[0-9a-f]{10}\.js$/.test(name));
    expect(file).toBeDefined();
    // The page is minified: attributes lose their quotes.
    const head = html.slice(0, html.search(/<\/head>|<body/));
    expect(head.replace(/"/g, '')).toContain(`<link rel=preload as=script href=/${file}>`);
  });

  it('stops the build when no chunk carries the name, so a rename cannot drop the preload unseen', async () => {
    const { errors } = await build(['renamed']);
    expect(errors).toEqual(['no chunk is named renamed to preload']);
  });
});
