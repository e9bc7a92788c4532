import { mountStandalone } from '@kuza/app';

/**
 * Standalone host: this remote alone, with its own store, for isolated development and QA. It
 * serves every page the route table gives the remote, each loaded from its file in src/pages.
 */
void mountStandalone({
  remote: 'resumes',
  loadPage: (file) => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${file}.tsx`),
});
