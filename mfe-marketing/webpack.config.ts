import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'marketing',
  dir: __dirname,
  title: 'Kuza',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './WaitlistPage': './src/pages/waitlist-page.tsx',
    './PeoplePage': './src/pages/people-page.tsx',
    './PitchSlidePage': './src/pages/pitch-slide-page.tsx',
    './NotFoundPage': './src/pages/not-found-page.tsx',
  },
});
