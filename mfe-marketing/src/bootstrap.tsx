import { mountStandalone } from '@kuza/ui';
import LandingPage from './pages/landing-page';
import WaitlistPage from './pages/waitlist-page';
import PeoplePage from './pages/people-page';
import PitchSlidePage from './pages/pitch-slide-page';
import NotFoundPage from './pages/not-found-page';

/** Standalone host: this remote alone, with its own store, for isolated development and QA. */
void mountStandalone({
  remote: 'marketing',
  pages: {
    './LandingPage': LandingPage,
    './WaitlistPage': WaitlistPage,
    './PeoplePage': PeoplePage,
    './PitchSlidePage': PitchSlidePage,
    './NotFoundPage': NotFoundPage,
  },
  notFound: NotFoundPage,
});
