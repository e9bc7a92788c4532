import { pathValues } from '../bson/values';
import type { Catalog } from './catalog';

/**
 * Delete documents whose TTL field is older than expireAfterSeconds. Like MongoDB, only
 * Date values (or arrays holding dates, using the earliest) expire; other documents stay.
 */
export function removeExpired(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const db of catalog.databases()) {
    for (const collection of catalog.collections(db)) {
      for (const spec of collection.indexes) {
        if (spec.expireAfterSeconds === undefined) continue;
        const field = Object.keys(spec.key)[0];
        const limit = now - spec.expireAfterSeconds * 1000;
        for (const doc of collection.all()) {
          const times = pathValues(doc, field)
            .flat()
            .filter((v): v is Date => v instanceof Date)
            .map((d) => d.getTime());
          if (times.length > 0 && Math.min(...times) <= limit) {
            collection.remove(doc);
            removed++;
          }
        }
      }
    }
  }
  return removed;
}
