import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * An uploaded profile photo. Its id is random (128 bits) and part of the public URL, so the
 * image can be served to any <img> without a session, and a new upload gets a new URL
 * (served as immutable, cached for a year).
 */
export interface Avatar {
  _id: string;
  userId: Types.ObjectId;
  contentType: string;
  data: Buffer;
  size: number;
  createdAt: Date;
}

export type AvatarModel = Model<Avatar>;

const avatarSchema = new Schema<Avatar>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    contentType: { type: String, required: true },
    data: { type: Buffer, required: true },
    size: { type: Number, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'avatars', versionKey: false },
);
avatarSchema.index({ userId: 1 });

export async function avatarModel(connection: Connection): Promise<AvatarModel> {
  const model =
    (connection.models.Avatar as AvatarModel | undefined) ?? connection.model<Avatar>('Avatar', avatarSchema);
  await model.init();
  return model;
}
