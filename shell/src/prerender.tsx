import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createAppStore } from '@kuza/store';
import { PageSkeleton, ROUTER_FUTURE, ThemeRoot } from '@kuza/ui';
import { routeOf } from '@kuza/contracts/routes';
import { DEFAULT_LOCALE, i18n, localeOfPath, pathWithoutLocale, type Locale } from '@kuza/i18n';
import { ShellRoot } from './shell-root';
import { registerShellCatalogs } from './shell-i18n';
import { routePageTitle } from './route-titles';
import { shellMessages } from './shell-messages';

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The page's CSS, as <style> elements for the <head>. */
  styles: string;
  /** The page's title in its language. */
  title?: string;
}

/** The prelude is a Node stream here (its typing names the web one): both iterate. */
async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let result = '';
  for await (const chunk of stream) result += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return result;
}

/**
 * The entry of the build step that prerenders the public pages (packages/build's prerender): the
 * shell's own tree at one address, waiting for the page's module, with the CSS it used. Run once
 * per page in a fresh process, so styled-components numbers its components in the order the
 * browser will.
 */
export async function prerenderPage(location: string): Promise<PrerenderedPage> {
  await speak(localeOfPath(location) ?? DEFAULT_LOCALE);
  const route = routeOf(pathWithoutLocale(location));
  const page = await prerender(
    <ShellRoot
      store={createAppStore()}
      router={(app) => (
        <StaticRouter location={location} future={ROUTER_FUTURE}>
          {app}
        </StaticRouter>
      )}
    />,
  );
  return route ? { ...page, title: routePageTitle(route) } : page;
}

/**
 * What the single page shows from its HTML until the app draws the address: the outline of a page,
 * never a blank screen while the scripts come over a slow network.
 */
export async function prerenderLoading(): Promise<PrerenderedPage> {
  await speak(DEFAULT_LOCALE);
  return prerender(
    <ThemeRoot>
      <PageSkeleton label={i18n.t(shellMessages.loadingKuza)} />
    </ThemeRoot>,
  );
}

/** The page's language, with the shell's catalogs for it (each page's remote adds its own as it loads). */
async function speak(locale: Locale): Promise<void> {
  await i18n.setLocale(locale);
  await registerShellCatalogs();
}

async function prerender(tree: ReactElement): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
      onError: (error) => void errors.push(error),
    });
    const html = await text(prelude as unknown as AsyncIterable<unknown>);
    // A page that fails on the server would be left to the browser to draw: the build says why instead.
    if (errors.length) throw errors[0];
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
