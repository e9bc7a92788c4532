import { createAppConfig } from '@kuza/build';

export default createAppConfig({ name: 'shell', dir: __dirname, title: 'Kuza' });
