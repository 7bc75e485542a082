import { describe, expect, it } from 'vitest';
import { gif, png } from '@portfolio/testkit/files';
import { expectAccessible, useBrowser } from './helpers/browser';
import { expectText, openNav, signInUi } from './helpers/app';

const browser = useBrowser();

const KINDS = [
  { nav: 'Add Press', heading: 'Press', slug: 'press-release' },
  { nav: 'Add Awards', heading: 'Awards' },
  // A testimonial's title is its author: the form calls it that.
  { nav: 'Add Testimonials', heading: 'Testimonials', titleLabel: 'Author' },
] as const;

describe('press, awards and testimonials panels', () => {
  it.each(KINDS)('$heading: creates, edits (Editing badge, Update Post) and deletes a post', async (kind) => {
    const page = await browser.newPage();
    await signInUi(page);
    const listed = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/v1/${kind.heading.toLowerCase()}`,
    );
    await openNav(page, kind.nav);
    await page.getByRole('heading', { name: kind.heading, level: 2 }).waitFor();
    const form = page.getByRole('form', { name: 'Add post' });
    await form.waitFor();
    const countText = page.getByRole('heading', { name: /^All Posts \(\d+\)$/ });
    await countText.waitFor();
    // The count is read once the list has loaded (posts other tests created may be there).
    await listed;
    await page.getByText('Loading posts...').waitFor({ state: 'detached' });
    const count = async () => Number((await countText.innerText()).match(/\d+/)![0]);
    const before = await count();

    // Required fields.
    await form.getByRole('button', { name: 'Create Post' }).click();
    await form
      .getByText(`${kind.titleLabel ?? 'Title'} is required.`)
      .or(form.getByText(/(title|author).*required/i))
      .first()
      .waitFor();

    const title = `E2e ${kind.heading} headline`;
    await form.getByLabel(kind.titleLabel ?? 'Title').fill(`  ${title}  `);
    await form.getByLabel('Description').fill(`What the ${kind.heading.toLowerCase()} said about us.`);
    if ('slug' in kind) await form.getByLabel('Nav').fill(kind.slug.toUpperCase());
    await form
      .getByLabel('Image', { exact: true })
      .setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: await png(200, 120, '#556677') });
    await form.getByRole('img', { name: 'Selected image preview' }).waitFor();
    await form.getByRole('button', { name: 'Create Post' }).click();
    await expectText(page, 'Post created successfully!');
    const card = page.getByRole('article', { name: title, exact: true });
    await card.waitFor();
    if ('slug' in kind) await card.getByText(kind.slug, { exact: true }).waitFor();
    await expect.poll(count).toBe(before + 1);
    await expectAccessible(page);

    // Edit: the form fills, the card shows 'Editing', the button reads 'Update Post'.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Edit post' });
    await edit.waitFor();
    await card.getByText('Editing', { exact: true }).waitFor();
    expect(await edit.getByLabel(kind.titleLabel ?? 'Title').inputValue()).toBe(title);
    await expectAccessible(page);
    // Cancel returns to add mode without changes.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor();
    expect(await card.getByText('Editing', { exact: true }).count()).toBe(0);

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const updated = `${title} (updated)`;
    await edit.getByLabel(kind.titleLabel ?? 'Title').fill(updated);
    await edit
      .getByLabel('Image (optional: keeps the current image)')
      .setInputFiles({ name: 'new.gif', mimeType: 'image/gif', buffer: await gif(120, 80) });
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await expectText(page, 'Post updated successfully!');
    await form.waitFor();
    const updatedCard = page.getByRole('article', { name: updated, exact: true });
    await updatedCard.waitFor();
    expect(await page.getByRole('article', { name: title, exact: true }).count()).toBe(0);
    await expect
      .poll(() =>
        updatedCard.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    // Delete, confirmed in the styled dialog that names the post.
    await updatedCard.getByRole('button', { name: `Delete ${updated}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByText(updated, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, 'Post deleted successfully!');
    await updatedCard.waitFor({ state: 'detached' });
    await expect.poll(count).toBe(before);
    // The banner clears itself after 3 seconds.
    await page.getByText('Post deleted successfully!').waitFor({ state: 'detached', timeout: 8000 });
  });
});
