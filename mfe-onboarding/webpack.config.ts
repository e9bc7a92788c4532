import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'onboarding',
  dir: __dirname,
  title: 'Kuza — Onboarding',
});
