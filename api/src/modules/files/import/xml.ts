/**
 * A small, forgiving XML reader for the machine-written parts we import (OOXML slides, notes,
 * document.xml) and mammoth's HTML. No dependency: the parts are regular, and a bad tag must
 * degrade to missing text, never to a crash. Element names are compared by local name (no
 * prefix), so a file using other namespace prefixes still reads.
 */
export interface XmlElement {
  /** Local name, without the namespace prefix. */
  name: string;
  /** Keyed by qualified name as written: `id` and `r:id` are different attributes. */
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

// A tag may hold '>' inside quoted attribute values; comments, CDATA and declarations are matched first.
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+/g;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const localName = (qname: string): string => qname.slice(qname.indexOf(':') + 1);

/** Parses a document into a tree under a synthetic root. `voidTags` close themselves (HTML's br, img). */
export function parseXml(xml: string, voidTags: readonly string[] = []): XmlElement {
  const root: XmlElement = { name: '#root', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  for (const match of xml.matchAll(TOKEN)) {
    const token = match[0];
    const top = stack[stack.length - 1];
    if (token[0] !== '<') {
      top.children.push(decodeEntities(token));
    } else if (match[1] !== undefined) {
      top.children.push(match[1]);
    } else if (token[1] === '/') {
      const name = localName(token.slice(2, -1).trim());
      // Close up to the matching open tag; a stray closing tag is ignored.
      const at = stack.map((el) => el.name).lastIndexOf(name);
      if (at > 0) stack.length = at;
    } else if (token[1] !== '!' && token[1] !== '?') {
      const selfClosing = token.endsWith('/>');
      const body = token.slice(1, selfClosing ? -2 : -1);
      const nameEnd = body.search(/[\s/]|$/);
      const element: XmlElement = { name: localName(body.slice(0, nameEnd)), attrs: {}, children: [] };
      for (const attr of body.slice(nameEnd).matchAll(ATTR)) {
        element.attrs[attr[1]] = decodeEntities(attr[2] ?? attr[3] ?? '');
      }
      top.children.push(element);
      if (!selfClosing && !voidTags.includes(element.name)) stack.push(element);
    }
  }
  return root;
}

/** A relationship reference (r:id, r:embed…): a prefixed attribute with this local name. */
export function relAttr(el: XmlElement, local: string): string | undefined {
  const key = Object.keys(el.attrs).find((k) => k.includes(':') && localName(k) === local);
  return key === undefined ? undefined : el.attrs[key];
}

export function childElements(el: XmlElement, name?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && (!name || c.name === name));
}

export function firstChild(el: XmlElement, name: string): XmlElement | undefined {
  return childElements(el, name)[0];
}

/** The first descendant with this name, depth first, in document order. */
export function findFirst(el: XmlElement, name: string): XmlElement | undefined {
  for (const child of childElements(el)) {
    if (child.name === name) return child;
    const found = findFirst(child, name);
    if (found) return found;
  }
  return undefined;
}

/** Every descendant with this name, in document order, without descending into matches. */
export function findAll(el: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const child of childElements(el)) {
    if (child.name === name) out.push(child);
    else findAll(child, name, out);
  }
  return out;
}
