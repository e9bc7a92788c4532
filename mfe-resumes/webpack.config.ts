import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'resumes',
  dir: __dirname,
  title: 'Kuza — Resumes',
});
