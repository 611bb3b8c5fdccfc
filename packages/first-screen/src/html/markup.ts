import render from 'dom-serializer';
import { type ChildNode, Comment, Element, Text } from 'domhandler';

/** An attribute's value: text, or `true` for a bare attribute; `undefined` and `false` leave it out. */
export type AttributeValue = string | boolean | undefined;

/** An element to write: its name, attributes and children (text, or elements). */
export interface ElementSpec {
  tag: string;
  attrs?: Readonly<Record<string, AttributeValue>>;
  children?: readonly (ElementSpec | string)[];
}

function elementOf({ tag, attrs = {}, children = [] }: ElementSpec): Element {
  const attribs: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'string') attribs[name] = value;
    else if (value === true) attribs[name] = '';
  }
  const element = new Element(tag, attribs);
  for (const child of children) {
    const node: ChildNode = typeof child === 'string' ? new Text(child) : elementOf(child);
    node.parent = element;
    element.children.push(node);
  }
  return element;
}

/**
 * The markup of `nodes` (elements, comments as `{ comment }`) as dom-serializer writes it: bare boolean
 * attributes, void elements without an end tag (`<img … />` when `selfClosing`), text and attribute values
 * escaped, and the text of `<style>` and `<script>` as it is.
 */
export function markupOf(
  nodes: readonly (ElementSpec | { comment: string })[],
  options: { selfClosing?: boolean } = {},
): string {
  const built = nodes.map((node) => ('comment' in node ? new Comment(node.comment) : elementOf(node)));
  return render(built, { encodeEntities: 'utf8', selfClosingTags: options.selfClosing ?? false });
}

/** One attribute as `name="value"` (escaped), or the bare name for `true`. */
export function attributeOf(name: string, value: string | true): string {
  const written = markupOf([{ tag: 'i', attrs: { [name]: value } }]);
  return written.slice('<i '.length, -'></i>'.length);
}
