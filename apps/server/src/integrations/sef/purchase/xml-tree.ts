/**
 * A small, strict XML reader for the UBL SEF delivers: elements by their local name (prefixes
 * dropped), attributes and text. It refuses what is not well-formed (unclosed or crossed tags, text
 * outside the root, no root) so a broken invoice is kept with a clear error instead of half-read.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlParseError extends Error {}

const local = (qname: string) => qname.slice(qname.indexOf(':') + 1);

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, code: string) => {
    if (code.startsWith('#x')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    const value = ENTITIES[code];
    if (value === undefined) throw new XmlParseError(`unknown entity ${whole}`);
    return value;
  });
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const rest = source.replace(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g, (_m, name: string, dq?: string, sq?: string) => {
    attrs[local(name)] = decode(dq ?? sq ?? '');
    return '';
  });
  if (rest.trim()) throw new XmlParseError(`bad attributes: ${rest.trim().slice(0, 40)}`);
  return attrs;
}

const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<|[^<]+/g;

/** The document's root element; throws `XmlParseError` on anything not well-formed. */
export function parseXml(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  for (const m of xml.matchAll(TOKEN)) {
    const [token, cdata, closing, qname, attrSource, selfClosing] = m;
    const top = stack[stack.length - 1];
    if (cdata !== undefined) {
      if (!top) throw new XmlParseError('text outside the root element');
      top.text += cdata;
    } else if (qname !== undefined) {
      const name = local(qname);
      if (closing) {
        const open = stack.pop();
        if (!open || open.name !== name) throw new XmlParseError(`</${qname}> closes ${open ? `<${open.name}>` : 'nothing'}`);
        continue;
      }
      if (!top && root) throw new XmlParseError('a second root element');
      const element: XmlElement = { name, attrs: attributes(attrSource ?? ''), children: [], text: '' };
      if (top) top.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    } else if (token === '<') {
      throw new XmlParseError(`a stray "<" at ${m.index}`);
    } else if (token.startsWith('<')) {
      continue; // comment, processing instruction, doctype
    } else if (top) {
      top.text += decode(token);
    } else if (token.trim()) {
      throw new XmlParseError('text outside the root element');
    }
  }
  if (stack.length) throw new XmlParseError(`<${stack[stack.length - 1]!.name}> is not closed`);
  if (!root) throw new XmlParseError('no root element');
  return root;
}

/** The first child element of that local name (a path of names goes down). */
export function child(el: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let at = el;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}

export function children(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** The trimmed text of the element down the path, or null. */
export function textAt(el: XmlElement | undefined, ...path: string[]): string | null {
  const found = child(el, ...path);
  return found ? found.text.trim() : null;
}
