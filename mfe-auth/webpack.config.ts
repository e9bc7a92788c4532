import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'auth',
  dir: __dirname,
  title: 'Kuza — Accounts',
});
