import { createAppConfig } from '@kuza/build';

export default createAppConfig({
  name: 'decks',
  dir: __dirname,
  title: 'Kuza — Pitch Decks',
});
