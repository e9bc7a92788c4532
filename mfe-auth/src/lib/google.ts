import { GOOGLE_START_PATH } from '@kuza/contracts/account';
import { getRuntimeConfig } from '@kuza/store';

/**
 * The API path the Google buttons navigate to (a full-page redirect, product.md §2). The page's own
 * origin tells the API where to come back to (it must be one of the API's allowed web origins).
 */
export function googleStartUrl(next?: string): string {
  const params = new URLSearchParams({ origin: window.location.origin });
  if (next) params.set('next', next);
  return `${getRuntimeConfig().apiUrl}${GOOGLE_START_PATH}?${params}`;
}
