import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { TEAM_ROLES, type TeamRole } from '@kuza/contracts';

/** A team's home: decks and resumes belong to a workspace, people belong through memberships. */
export interface Workspace {
  _id: Types.ObjectId;
  name: string;
  createdBy: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

export interface Membership {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  userId: Types.ObjectId;
  role: TeamRole;
  /** How the team names this person; empty means the account's own name. */
  firstName?: string;
  lastName?: string;
  /** The workspace a person works in is the one they selected (or joined) last. */
  selectedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface Invitation {
  _id: Types.ObjectId;
  workspaceId: Types.ObjectId;
  email: string;
  role: TeamRole;
  /** sha256 of the token in the e-mailed link; the token itself is never stored. */
  tokenHash: string;
  invitedBy: Types.ObjectId;
  expiresAt: Date;
  createdAt: Date;
}

const workspaceSchema = new Schema<Workspace>(
  {
    name: { type: String, required: true, trim: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: true, collection: 'workspaces' },
);

const membershipSchema = new Schema<Membership>(
  {
    workspaceId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: TEAM_ROLES, required: true },
    firstName: { type: String, trim: true },
    lastName: { type: String, trim: true },
    selectedAt: { type: Date, required: true, default: () => new Date() },
  },
  { timestamps: true, collection: 'memberships' },
);
membershipSchema.index({ workspaceId: 1, userId: 1 }, { unique: true });
membershipSchema.index({ userId: 1, selectedAt: -1 });

const invitationSchema = new Schema<Invitation>(
  {
    workspaceId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    role: { type: String, enum: TEAM_ROLES, required: true, default: 'Member' },
    tokenHash: { type: String, required: true },
    invitedBy: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'invitations' },
);
// One pending invitation per address and workspace; expired ones disappear on their own.
invitationSchema.index({ workspaceId: 1, email: 1 }, { unique: true });
invitationSchema.index({ tokenHash: 1 }, { unique: true });
invitationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface TeamModels {
  workspaces: Model<Workspace>;
  memberships: Model<Membership>;
  invitations: Model<Invitation>;
}

/** Compiled on the app's own connection; `init()` builds the unique and TTL indexes. */
export async function teamModels(connection: Connection): Promise<TeamModels> {
  const get = <T>(name: string, schema: Schema<T>) =>
    (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
  const models = {
    workspaces: get('Workspace', workspaceSchema),
    memberships: get('Membership', membershipSchema),
    invitations: get('Invitation', invitationSchema),
  };
  await Promise.all(Object.values(models).map((model) => model.init()));
  return models;
}
