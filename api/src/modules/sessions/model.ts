import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * A signed-in browser. The cookie holds a random id; only its SHA-256 is stored, so a copy of the
 * database does not hold usable sessions. Expired sessions are swept by a TTL index.
 */
export interface Session {
  _id: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
}

export type SessionModel = Model<Session>;

const sessionSchema = new Schema<Session>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false },
);
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export async function sessionModel(connection: Connection): Promise<SessionModel> {
  const model =
    (connection.models.Session as SessionModel | undefined) ?? connection.model<Session>('Session', sessionSchema);
  await model.init();
  return model;
}
