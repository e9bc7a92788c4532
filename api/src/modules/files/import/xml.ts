import { SaxesParser } from 'saxes';
import { ImportError } from './import-error';

/**
 * The XML parts we import (OOXML slides, notes, document.xml) and mammoth's HTML (which it writes
 * as well-formed XML) as a small tree. saxes reads them in one pass whatever their shape; a part
 * nested deeper than MAX_XML_DEPTH is refused, since no real document comes near it and a deep
 * one is how a tiny file makes a parser (or the tree walks below) work without end. Element names
 * are compared by local name (no prefix), so a file using other namespace prefixes still reads.
 */
export interface XmlElement {
  /** Local name, without the namespace prefix. */
  name: string;
  /** Keyed by qualified name as written: `id` and `r:id` are different attributes. */
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** Office writes a few dozen levels at most; 256 leaves room for any real file. */
export const MAX_XML_DEPTH = 256;

const localName = (qname: string): string => qname.slice(qname.indexOf(':') + 1);

/**
 * Parses a document into a tree under a synthetic root. A part that is not well-formed is
 * 'unreadable'; one nested deeper than MAX_XML_DEPTH is 'too-complex'.
 */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#root', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  const parser = new SaxesParser();
  let failure: ImportError | undefined;
  parser.on('error', () => {
    failure ??= new ImportError('unreadable');
  });
  parser.on('opentag', (tag) => {
    if (stack.length > MAX_XML_DEPTH) {
      failure = new ImportError('too-complex');
      throw failure;
    }
    const element: XmlElement = { name: localName(tag.name), attrs: { ...tag.attributes }, children: [] };
    stack[stack.length - 1].children.push(element);
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.on('text', (text) => stack[stack.length - 1].children.push(text));
  parser.on('cdata', (text) => stack[stack.length - 1].children.push(text));
  try {
    parser.write(xml).close();
  } catch (error) {
    throw failure ?? error;
  }
  if (failure) throw failure;
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
