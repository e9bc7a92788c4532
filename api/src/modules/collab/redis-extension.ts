import { Redis } from '@hocuspocus/extension-redis';
import { Redis as RedisClient } from 'ioredis';

/**
 * The rooms' Redis extension, so editors on several API instances share each room. Loaded through this module
 * (with the collab server, when REDIS_URL is set) rather than by `import('@hocuspocus/extension-redis')`: Node
 * would load that package's ES module build, with a second copy of Yjs beside the one the server and the
 * document mapping use, and Yjs's type checks fail across copies.
 */
export const redisExtension = (url: string) =>
  new Redis({ createClient: () => new RedisClient(url), prefix: 'kuza:collab' });
