import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localeDirection, localizedPath, SUPPORTED_LOCALES } from '@kuza/i18n';
import { pageDocument, prerenderedAddresses, prerenderedRoutes } from './prerender';
import { prerenderedFile } from './prerendered-files';
import { serveApp } from './serve';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Kuza</title></head><body><noscript>JS</noscript><div id="root"></div></body></html>';

describe('public pages prerendered in every language', () => {
  it('prerenders each public page under each language’s prefix', () => {
    const addresses = prerenderedAddresses().map(({ address }) => address);
    for (const route of prerenderedRoutes()) {
      const bare = route.path === '/' ? '' : route.path;
      expect(addresses).toEqual(
        expect.arrayContaining(
          SUPPORTED_LOCALES.map((locale) => (locale === 'en' ? route.path : `/${locale}${bare || '/'}`)),
        ),
      );
    }
    expect(addresses).toHaveLength(prerenderedRoutes().length * SUPPORTED_LOCALES.length);
  });

  it('marks the pages that start at the first move, and holds their script preloads back until then', () => {
    const template = TEMPLATE.replace('</head>', '<link rel="preload" as="script" href="/bootstrap.1.js"></head>');
    for (const { route, locale } of prerenderedAddresses()) {
      const html = pageDocument(template, route, { html: '<h1>x</h1>', styles: '' }, locale);
      if (route.startsOnFirstMove) {
        expect(html).toContain('<div id="root" data-prerendered="" data-start="first-move">');
        expect(html).toContain('<link data-preload-on-start as="script" href="/bootstrap.1.js">');
        expect(html).not.toContain('rel="preload"');
      } else {
        expect(html).toContain('<div id="root" data-prerendered="">');
        expect(html).toContain('<link rel="preload" as="script" href="/bootstrap.1.js">');
      }
    }
    expect(
      prerenderedRoutes()
        .filter((route) => route.startsOnFirstMove)
        .map((route) => route.path),
    ).toEqual(['/']);
  });

  it('gives each page its language, its title in it, and the same page in every language as alternates', () => {
    for (const { route, locale, address } of prerenderedAddresses()) {
      const html = pageDocument(TEMPLATE, route, { html: '<h1>x</h1>', styles: '', title: `T ${address}` }, locale);
      expect(html).toContain(`<html lang="${locale}" dir="${(locale as string) === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(`<title>T ${address}</title>`);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, language, href]) => [language, href],
      );
      expect(alternates).toEqual([
        ...SUPPORTED_LOCALES.map((language) => [language, localizedPath(route.path, language)]),
        ['x-default', route.path],
      ]);
      expect(alternates.slice(0, 3)).toEqual([
        ['en', route.path],
        ['fr', route.path === '/' ? '/fr/' : `/fr${route.path}`],
        ['pt', route.path === '/' ? '/pt/' : `/pt${route.path}`],
      ]);
    }
  });

  it('draws the pages of a right-to-left language (Arabic, at /ar/…) right to left, from their first byte', () => {
    expect(localeDirection('ar')).toBe('rtl');
    const rightToLeft = SUPPORTED_LOCALES.filter((locale) => localeDirection(locale) === 'rtl');
    const pages = prerenderedAddresses().filter(({ locale }) => rightToLeft.includes(locale));
    expect(pages).toHaveLength(prerenderedRoutes().length * rightToLeft.length);
    for (const { route, locale, address } of pages) {
      expect(address.startsWith(`/${locale}/`)).toBe(true);
      const html = pageDocument(TEMPLATE, route, { html: '<h1>x</h1>', styles: '' }, locale);
      expect(html.startsWith(`<!doctype html><html lang="${locale}" dir="rtl">`)).toBe(true);
    }
  });

  it('is served at its address, with or without the closing slash', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-languages-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const address of ['/fr/', '/pt/waitlist']) {
      const file = path.join(dist, prerenderedFile(address));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `<h1>${address}</h1>`);
    }
    const server = await serveApp({ app: 'shell', distDir: dist, port: 0 });
    try {
      for (const [asked, served] of [
        ['/fr', '/fr/'],
        ['/fr/', '/fr/'],
        ['/pt/waitlist', '/pt/waitlist'],
        ['/pt/waitlist/', '/pt/waitlist'],
      ]) {
        expect(await (await fetch(`${server.url}${asked}`)).text()).toBe(`<h1>${served}</h1>`);
      }
    } finally {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
