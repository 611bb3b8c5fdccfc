import { type ChildNode, type Comment, DomHandler, type Element, isComment, isTag } from 'domhandler';
import { findAll, findOne } from 'domutils';
import { Parser } from 'htmlparser2';

/** Where an element's start tag ends (its `>`) and where each of its attributes sits, in the source. */
interface TagSpans {
  startTagEnd: number;
  attributes: Map<string, { start: number; end: number }>;
}

type ParserSpans = Pick<Parser, 'startIndex' | 'endIndex'>;

/** htmlparser2's DOM builder, noting the source spans of each start tag and attribute beside the tree. */
class SpanningHandler extends DomHandler {
  readonly spans = new WeakMap<Element, TagSpans>();
  #parser: ParserSpans | undefined;
  #attributes = new Map<string, { start: number; end: number }>();

  override onparserinit(parser: ParserSpans): void {
    super.onparserinit(parser);
    this.#parser = parser;
  }

  onattribute(name: string): void {
    if (!this.#parser || this.#attributes.has(name)) return;
    this.#attributes.set(name, { start: this.#parser.startIndex, end: this.#parser.endIndex });
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    const element = this.tagStack.at(-1) as Element;
    this.spans.set(element, { startTagEnd: this.#parser?.endIndex ?? 0, attributes: this.#attributes });
    this.#attributes = new Map();
  }
}

interface Edit {
  start: number;
  end: number;
  markup: string;
}

/**
 * An HTML document (or fragment) read by htmlparser2, edited in place: each edit replaces a span of the
 * source that the parser located (an element, its start tag's end, an attribute), so what no edit
 * touches stays byte for byte as it was. Edits may not overlap; `toString()` applies them.
 */
export class HtmlDocument {
  readonly source: string;
  readonly nodes: ChildNode[];
  readonly #spans: WeakMap<Element, TagSpans>;
  readonly #edits: Edit[] = [];

  constructor(source: string) {
    const handler = new SpanningHandler(undefined, { withStartIndices: true, withEndIndices: true });
    new Parser(handler).end(source);
    this.source = source;
    this.nodes = handler.root.children;
    this.#spans = handler.spans;
  }

  /** The elements for which `test` holds, in document order. */
  elements(test: (element: Element) => boolean): Element[] {
    return findAll(test, this.nodes);
  }

  /** The first element for which `test` holds. */
  element(test: (element: Element) => boolean): Element | undefined {
    return findOne(test, this.nodes) ?? undefined;
  }

  /** The comments whose text is `data`, in document order. */
  comments(data: string): Comment[] {
    const found: Comment[] = [];
    const visit = (nodes: ChildNode[]) => {
      for (const node of nodes) {
        if (isComment(node) && node.data === data) found.push(node);
        else if (isTag(node)) visit(node.children);
      }
    };
    visit(this.nodes);
    return found;
  }

  /** Replaces the source from the start of `first` to the end of `last` (default: `first`) with `markup`. */
  replace(first: ChildNode, markup: string, last: ChildNode = first): this {
    return this.#edit(first.startIndex ?? 0, (last.endIndex ?? 0) + 1, markup);
  }

  /** Removes `node`, with the indentation before it and the line break after it when it has its own line. */
  remove(node: ChildNode): this {
    let start = node.startIndex ?? 0;
    let end = (node.endIndex ?? 0) + 1;
    while (start > 0 && (this.source[start - 1] === ' ' || this.source[start - 1] === '\t')) start -= 1;
    if (this.source[end] === '\n') end += 1;
    return this.#edit(start, end, '');
  }

  /** Writes `markup` just before `node`. */
  insertBefore(node: ChildNode, markup: string): this {
    const at = node.startIndex ?? 0;
    return this.#edit(at, at, markup);
  }

  /** Replaces what `element` holds (between its start and end tags) with `markup`. */
  replaceContent(element: Element, markup: string): this {
    return this.#edit(this.#startTagEnd(element) + 1, this.#endTagStart(element), markup);
  }

  /** Writes `markup` at the end of what `element` holds, before its end tag. */
  append(element: Element, markup: string): this {
    const at = this.#endTagStart(element);
    return this.#edit(at, at, markup);
  }

  /**
   * Writes `attribute` (`name="value"`, or a bare name) in place of the attribute `name` of `element`, or
   * at the end of its start tag when it has none.
   */
  setAttribute(element: Element, name: string, attribute: string): this {
    const span = this.#spans.get(element)?.attributes.get(name);
    if (span) return this.#edit(span.start, span.end, attribute);
    let at = this.#startTagEnd(element);
    if (this.source[at - 1] === '/') at -= 1;
    while (this.source[at - 1] === ' ') at -= 1;
    return this.#edit(at, at, ` ${attribute}`);
  }

  /** The document with its edits. */
  toString(): string {
    const edits = [...this.#edits].sort((a, b) => a.start - b.start);
    let written = '';
    let at = 0;
    for (const edit of edits) {
      written += this.source.slice(at, edit.start) + edit.markup;
      at = edit.end;
    }
    return written + this.source.slice(at);
  }

  #startTagEnd(element: Element): number {
    return this.#spans.get(element)?.startTagEnd ?? element.endIndex ?? 0;
  }

  /** Where the end tag of `element` starts; just past it when its end was implied. */
  #endTagStart(element: Element): number {
    const end = (element.endIndex ?? 0) + 1;
    const closing = `</${element.name}`;
    const start = end - closing.length - 1;
    return this.source.slice(start, start + closing.length).toLowerCase() === closing ? start : end;
  }

  #edit(start: number, end: number, markup: string): this {
    const overlapping = this.#edits.some(
      (edit) => start < edit.end && edit.start < end && !(start === end && edit.start === edit.end),
    );
    if (overlapping) throw new Error(`overlapping HTML edits at ${start}-${end}`);
    this.#edits.push({ start, end, markup });
    return this;
  }
}
