import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { WAITLIST_SOURCES, type WaitlistSource } from '@kuza/contracts';

export interface WaitlistEntry {
  _id: Types.ObjectId;
  /** Trimmed and lower-cased by the shared schema; unique, so one person is one entry. */
  email: string;
  /** The page the join came from, when the client said. */
  source?: WaitlistSource;
  joinedAt: Date;
}

export type WaitlistModel = Model<WaitlistEntry>;

const waitlistSchema = new Schema<WaitlistEntry>(
  {
    email: { type: String, required: true },
    source: { type: String, enum: WAITLIST_SOURCES },
    joinedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'waitlist', versionKey: false },
);
// The guarantee behind "joining twice does not count twice", even for simultaneous requests.
waitlistSchema.index({ email: 1 }, { unique: true });

/** Compiled on the app's own connection (api/README.md); `init()` builds the unique index first. */
export async function waitlistModel(connection: Connection): Promise<WaitlistModel> {
  const model =
    (connection.models.WaitlistEntry as WaitlistModel | undefined) ??
    connection.model<WaitlistEntry>('WaitlistEntry', waitlistSchema);
  await model.init();
  return model;
}
