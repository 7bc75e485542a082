import { describe, expect, it } from 'vitest';
import { blockLinkHref, blocksLinkProblem, isOnSiteLink, LINK_MESSAGES, textLinkHref } from './links';
import { normalizePagePath } from './enquiries';

describe('on-site links', () => {
  it('are paths of this site; protocol-relative and backslash paths lead to another host', () => {
    const onSite = ['/', '/contact', '/projects?service=fire-doors', '/firedoors#faq'];
    for (const link of onSite) expect(isOnSiteLink(link), link).toBe(true);
    const away = ['//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', 'contact'];
    for (const link of [...away, 'https://x.example', '\\\\evil.example']) expect(isOnSiteLink(link), link).toBe(false);
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
    const cta = (url: string) => ({ __component: 'blocks.cta', title: 'Talk to us', label: 'Go', url });
    expect(blocksLinkProblem([cta('/contact')])).toBeNull();
    const where = 'the cta block "Talk to us"';
    expect(blocksLinkProblem([cta('//evil.example')])).toBe(LINK_MESSAGES.offSite('//evil.example', where));
    const cards = { __component: 'blocks.cards', items: [{ title: 'A', linkUrl: '/\\evil.example' }] };
    expect(blocksLinkProblem([cards])).toBe(LINK_MESSAGES.offSite('/\\evil.example', 'the cards block'));
    const text = { __component: 'blocks.rich-text', title: 'Range', body: '[a](/b), [this](//evil.example/x).' };
    expect(blocksLinkProblem([text])).toBe(LINK_MESSAGES.offSite('//evil.example/x', 'the rich-text block "Range"'));
    const faq = { __component: 'blocks.faq', items: [{ question: 'Q', answer: 'A [link](/\\evil.example).' }] };
    expect(blocksLinkProblem([faq])).toMatch(/\/\\evil\.example/);
  });
});
