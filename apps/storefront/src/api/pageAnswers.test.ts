import { pageAnswersId } from '@venue/first-screen/contract';
import { describe, expect, it, vi } from 'vitest';
import { pageAnswer, readPageAnswers } from './pageAnswers.ts';
import { prefetch, takePrefetched } from './prefetch.ts';

/** A document holding `text` as the page's answers block. */
function pageWith(text: string): Document {
  const document = new DOMParser().parseFromString(
    `<div id="root"></div><script type="application/json" id="${pageAnswersId}">${text}</script>`,
    'text/html',
  );
  return document;
}

describe('page answers', () => {
  it("reads the server's answers, which the first requests then do not ask for", () => {
    readPageAnswers(pageWith('{"products:ja":[{"name":"入場券 \\u003c大人\\u003e"}],"settings":[]}'));
    expect(pageAnswer('products:ja')).toEqual([{ name: '入場券 <大人>' }]);
    expect(pageAnswer('settings')).toEqual([]);
    const load = vi.fn(async () => []);
    prefetch('products:ja', load);
    expect(load).not.toHaveBeenCalled();
    expect(takePrefetched('products:ja')).toBeUndefined();
  });

  it('ignores a block that is not a JSON object, and a page without one', () => {
    readPageAnswers(pageWith('not json'));
    readPageAnswers(pageWith('["products:en"]'));
    readPageAnswers(new DOMParser().parseFromString('<p></p>', 'text/html'));
    expect(pageAnswer('products:en')).toBeUndefined();
    expect(pageAnswer('0')).toBeUndefined();
  });
});
