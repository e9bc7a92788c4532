import type { Document } from '../bson/values';
import type { Catalog } from '../store/catalog';
import type { CursorStore } from './cursors';

export interface CommandContext {
  catalog: Catalog;
  cursors: CursorStore;
  /** Database named by the command's `$db`. */
  db: string;
  connectionId: number;
  log: (msg: string) => void;
}

export type CommandHandler = (command: Document, ctx: CommandContext) => Document;
