import fs from 'node:fs';
import path from 'node:path';

/** A file of api/test/fixtures/files (what each one is: its README), as the bytes an upload sends. */
export const fixtureFile = (name: string): Buffer => fs.readFileSync(path.join(__dirname, '../fixtures/files', name));

/** The slide titles of deck-sokofresh-en (.pptx and .pdf, and the text its PDF gives), in order. */
export const SOKOFRESH_TITLES = [
  'SokoFresh',
  'Problem',
  'Solution',
  'Market Size',
  'Business Model',
  'Traction',
  'Competition',
  'Team',
  'Financials',
  'The Ask',
];
