import { DOMParser, onErrorStopParsing, ParseError, type Element } from '@xmldom/xmldom';

/** A document that is not well-formed XML; eOtpremnica answers it as the request's `XmlInvalid`. */
export class SimXmlError extends Error {}

/** The root element of a document (read with @xmldom/xmldom, strictly: any error stops it). */
export function rootOf(xml: string): Element {
  try {
    const root = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml').documentElement;
    if (!root) throw new SimXmlError('no root element');
    return root;
  } catch (err) {
    if (err instanceof ParseError) throw new SimXmlError(err.message);
    throw err;
  }
}

/** The child elements of that local name (prefixes ignored). */
export const elementsOf = (el: Element | undefined, name: string): Element[] => (el ? Array.from(el.children).filter((c) => c.localName === name) : []);

/** The first element down a path of local names. */
export const elementAt = (el: Element | undefined, ...path: string[]): Element | undefined => path.reduce<Element | undefined>((at, name) => elementsOf(at, name)[0], el);

/** The trimmed text of the element down the path, or null. */
export function textOf(el: Element | undefined, ...path: string[]): string | null {
  const found = elementAt(el, ...path);
  return found ? (found.textContent ?? '').trim() : null;
}
