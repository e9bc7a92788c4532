/** @jsxRuntime automatic */
// (The API runs these with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { SharedDeck } from '@kuza/contracts';
import { SharedDeckFrame, SlidesAsText } from '@kuza/ui/shared-deck';

/** JSON safe inside a <script> element: no `</script>`, `<!--` or line separators can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A shared deck's page drawn as HTML, for the gateway to put into the page it serves for `path`:
 * the same elements as the decks remote's text view (name, every slide as text, where it was made),
 * their CSS, and the deck itself as JSON for the page to start from. The styles are plain <style>
 * elements: the browser's styled-components must not adopt them, since React replaces this HTML.
 */
export function sharedDeckHtml(deck: SharedDeck, path: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <SharedDeckFrame name={deck.name}>
          <SlidesAsText slides={deck.slides} theme={deck.theme} />
        </SharedDeckFrame>,
      ),
    );
    const styles = sheet.getStyleTags().replace(/<style[^>]*>/g, '<style>');
    const data = `<script type="application/json">${scriptJson(deck)}</script>`;
    return renderToStaticMarkup(
      <div data-server-drawn={path} dangerouslySetInnerHTML={{ __html: styles + html + data }} />,
    );
  } finally {
    sheet.seal();
  }
}
