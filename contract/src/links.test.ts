import { describe, expect, it } from 'vitest';
import { blockLinkHref, blocksLinkProblem, isOnSiteLink, LINK_MESSAGES, textLinkHref } from './links';
import { normalizePagePath } from './enquiries';

describe('on-site links', () => {
  it('are paths of this site; protocol-relative and backslash paths lead to another host', () => {
    for (const link of ['/', '/contact', '/projects?service=fire-doors', '/firedoors#faq']) expect(isOnSiteLink(link), link).toBe(true);
    for (const link of ['//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', 'https://x.example', 'contact', '\\\\evil.example']) {
      expect(isOnSiteLink(link), link).toBe(false);
    }
  });

  it('a block link that leaves the site has no href; a text link neither', () => {
    expect(blockLinkHref('/contact')).toBe('/contact');
    expect(blockLinkHref('www.example.com')).toBe('https://www.example.com');
    expect(blockLinkHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(blockLinkHref('//evil.example')).toBeNull();
    expect(blockLinkHref('/\\evil.example')).toBeNull();
    expect(textLinkHref('/\\evil.example')).toBeNull();
    expect(textLinkHref('https://x.example')).toBe('https://x.example');
    expect(normalizePagePath('/\\evil.example')).toBeNull();
    expect(normalizePagePath('/projects')).toBe('/projects');
  });

  it("names the first link of a page's blocks that leaves the site, and its block", () => {
    expect(blocksLinkProblem([{ __component: 'blocks.cta', title: 'Talk to us', label: 'Go', url: '/contact' }])).toBeNull();
    expect(blocksLinkProblem([{ __component: 'blocks.cta', title: 'Talk to us', label: 'Go', url: '//evil.example' }])).toBe(
      LINK_MESSAGES.offSite('//evil.example', 'the cta block "Talk to us"'),
    );
    expect(blocksLinkProblem([{ __component: 'blocks.cards', items: [{ title: 'A', linkUrl: '/\\evil.example' }] }])).toBe(LINK_MESSAGES.offSite('/\\evil.example', 'the cards block'));
    expect(blocksLinkProblem([{ __component: 'blocks.rich-text', title: 'Range', body: 'See [our doors](/firedoors) and [this](//evil.example/x).' }])).toBe(
      LINK_MESSAGES.offSite('//evil.example/x', 'the rich-text block "Range"'),
    );
    expect(blocksLinkProblem([{ __component: 'blocks.faq', items: [{ question: 'Q', answer: 'A [link](/\\evil.example).' }] }])).toMatch(/\/\\evil\.example/);
  });
});
