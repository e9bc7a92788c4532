import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'dashboard',
  dir: __dirname,
  title: 'Kuza — Dashboard',
});
