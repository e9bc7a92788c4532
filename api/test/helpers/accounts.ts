import type { FastifyInstance } from 'fastify';
import { userModel, type UserModel } from '../../src/modules/users/model';

/**
 * The accounts collection itself, for tests and benches that set up or inspect accounts the way no
 * request can. The app reaches it only through the users service (`app.users`).
 */
export function accountsOf(app: FastifyInstance): Promise<UserModel> {
  return userModel(app.db.connection);
}
