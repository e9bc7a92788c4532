import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'marketing',
  dir: __dirname,
  title: 'Kuza',
});
