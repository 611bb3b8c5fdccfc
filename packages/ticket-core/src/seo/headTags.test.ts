import { describe, expect, it } from 'vitest';
import { headTags, headTagsEnd, headTagsStart, replaceHeadTags } from './headTags.ts';
import { entryDescription, siteTitle } from './siteTexts.ts';
import { sitePageUrl } from './siteUrls.ts';

const tenant = {
  id: 'kyoto',
  defaultLanguage: 'ja' as const,
  languages: ['ja' as const, 'en' as const, 'kr' as const],
  title: { ja: '京都', default: 'Kyoto "Garden"' },
};

describe('site head tags', () => {
  it('links the page in each site language, the default one as x-default, with the canonical URL', () => {
    const tags = headTags({
      tenant,
      origin: 'https://tickets.example',
      language: 'en',
      productUuid: 'p-1',
      title: 'Day pass',
      siteName: siteTitle(tenant, 'en'),
      description: 'A <day> & more',
    });
    expect(tags.startsWith(headTagsStart) && tags.endsWith(headTagsEnd)).toBe(true);
    expect(tags).toContain('<link rel="canonical" href="https://tickets.example/kyoto/?id=p-1&#38;lang=en">');
    expect(tags).toContain('hreflang="ja" href="https://tickets.example/kyoto/?id=p-1"');
    expect(tags).toContain('hreflang="ko" href="https://tickets.example/kyoto/?id=p-1&#38;lang=kr"');
    expect(tags).toContain('hreflang="x-default" href="https://tickets.example/kyoto/?id=p-1"');
    expect(tags).not.toContain('hreflang="th"');
    expect(tags).toContain('<meta name="description" content="A &#60;day&#62; &#38; more">');
    expect(tags).toContain('<meta property="og:site_name" content="Kyoto &#34;Garden&#34;">');
    expect(tags).toContain('<meta property="og:image" content="https://tickets.example/kyoto/og-image.png">');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(tags).toContain('<meta property="og:locale:alternate" content="ko_KR">');
    expect(tags).not.toContain('robots');
  });

  it('answers noindex when asked or when the site opts out of search indexing, and keeps JSON-LD inert', () => {
    const input = {
      origin: 'http://h',
      language: 'ja' as const,
      title: 't',
      siteName: 's',
      description: 'd',
    };
    expect(headTags({ ...input, tenant, noindex: true })).toContain('<meta name="robots" content="noindex">');
    expect(headTags({ ...input, tenant: { ...tenant, searchIndexing: false } })).toContain(
      '<meta name="robots" content="noindex">',
    );
    const tags = headTags({ ...input, tenant, structuredData: [{ name: '</script><script>alert(1)' }] });
    expect(tags).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)"}</script>',
    );
  });

  it('replaces the tags a page already has, or adds them before </head>', () => {
    const first = `<head><title>x</title>${headTagsStart}old${headTagsEnd}</head>`;
    expect(replaceHeadTags(first, 'new$&')).toBe('<head><title>x</title>new$&</head>');
    expect(replaceHeadTags('<head></head>', 'new$&')).toBe('<head>new$&</head>');
  });

  it('describes the entry in the page language, with the products on sale when known', () => {
    expect(entryDescription(tenant, 'ja')).toContain('京都の公式オンラインチケット');
    expect(entryDescription(tenant, 'en', ['Day pass', 'Night'])).toMatch(
      /^Official online tickets for Kyoto "Garden"\..* Day pass, Night$/,
    );
    expect(sitePageUrl('http://h', tenant, { language: 'ja' })).toBe('http://h/kyoto/');
  });
});
