import { COLLAB_PATH } from '@kuza/contracts/collab';

/** The live channel's WebSocket address on the API: `http://host/api` becomes `ws://host/api/collab`. */
export function liveUrl(apiUrl: string): string {
  return `${apiUrl.replace(/^http/u, 'ws').replace(/\/+$/u, '')}${COLLAB_PATH}`;
}
