import { mountStandalone } from '@kuza/app';
import { i18n } from '@kuza/i18n';

/**
 * Standalone host: this remote alone, with its own store, for isolated development and QA. It
 * serves every page the route table gives the remote, each loaded from its file in src/pages, and
 * drawn once this remote's catalog for the page's language has arrived (the page registers it).
 */
void mountStandalone({
  remote: 'dashboard',
  loadPage: async (file) => {
    const page = await import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${file}.tsx`);
    // A catalog that did not arrive leaves its messages in English; the page is still worth drawing.
    await i18n.ready().catch(() => undefined);
    return page;
  },
});
