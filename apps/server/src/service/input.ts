import type { Body, EndpointName, Params, Query } from '@venue/ticket-core';

/** A call of a contract endpoint, as its schemas parsed it: the path's parameters, the query, the body. */
export interface Input<N extends EndpointName> {
  params: Params<N>;
  query: Query<N>;
  body: Body<N>;
}

/** What a file call (`answerMediaType`) answers: the file's text and its download name. */
export interface FileAnswer<T> {
  content: T;
  filename: string;
}
