/**
 * The programmes a founder can apply to, one data file each under programmes/. Adding or updating one
 * is a data change: the test in api/test/applications-programmes.test.ts checks every file against
 * `programmeSchema`. Question texts are written in Kuza's words after what such forms ask; each must
 * be checked against the programme's current form before launch (docs/decisions.md).
 */
import { antler } from './programmes/antler';
import { catalystFund } from './programmes/catalyst-fund';
import { foundersFactoryAfrica } from './programmes/founders-factory-africa';
import { googleForStartupsAfrica } from './programmes/google-for-startups-africa';
import { mest } from './programmes/mest';
import { seedstars } from './programmes/seedstars';
import { techstars } from './programmes/techstars';
import { yCombinator } from './programmes/y-combinator';
import type { Programme } from './schema';

export * from './schema';

export const PROGRAMMES: readonly Programme[] = [
  yCombinator,
  techstars,
  googleForStartupsAfrica,
  foundersFactoryAfrica,
  catalystFund,
  antler,
  seedstars,
  mest,
];

export const programmeById = (id: string): Programme | undefined => PROGRAMMES.find((programme) => programme.id === id);
