import type JSZip from 'jszip';
import { childElements, parseXml } from './xml';
import { readZipText, relsPathOf, resolvePartPath } from './zip';

export interface Relationship {
  id: string;
  /** The last segment of the relationship type URI: 'slide', 'notesSlide', 'officeDocument'… */
  kind: string;
  /** The target part's path inside the ZIP, or the raw target when external. */
  path: string;
}

/** The relationships of one part, with targets resolved to ZIP paths. Missing or bad .rels → none. */
export async function readRelationships(zip: JSZip, partPath: string): Promise<Relationship[]> {
  const xml = await readZipText(zip, partPath === '' ? '_rels/.rels' : relsPathOf(partPath));
  if (!xml) return [];
  return childElements(parseXml(xml))
    .flatMap((el) => childElements(el, 'Relationship'))
    .map((rel) => ({
      id: rel.attrs.Id ?? '',
      kind: (rel.attrs.Type ?? '').split('/').pop() ?? '',
      path:
        rel.attrs.TargetMode === 'External'
          ? (rel.attrs.Target ?? '')
          : resolvePartPath(partPath, rel.attrs.Target ?? ''),
    }));
}
