import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhotoField } from './PhotoField';
import { appendSitePhotos, filePercent, newPhotoItems, photoItemsOf, photoWindows, type PhotoItem } from './model';

const image = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const Harness = ({
  start = [],
  progress = null,
  processing = false,
}: {
  start?: PhotoItem[];
  progress?: number[] | null;
  processing?: boolean;
}) => {
  const [items, setItems] = useState(start);
  return (
    <PhotoField
      label="Photos"
      items={items}
      onChange={setItems}
      errors={{}}
      progress={progress}
      processing={processing}
    />
  );
};

const rows = () =>
  within(screen.getByRole('list', { name: 'Photos in order' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('the photo upload area', () => {
  it('takes several files dropped on it at once, in the order dropped, the first the cover', async () => {
    render(<Harness />);
    const area = screen.getByText('Drop photos here, or click to choose them');
    fireEvent.drop(area, {
      dataTransfer: { files: [image('a.png'), image('b.png'), image('c.png')], items: [], types: ['Files'] },
    });
    await waitFor(() =>
      expect(rows()).toEqual(['Photo 1 (cover), new: a.png', 'Photo 2, new: b.png', 'Photo 3, new: c.png']),
    );
  });

  it('takes several files from the picker, added after those already there', async () => {
    const ui = userEvent.setup();
    render(<Harness start={photoItemsOf({ photos: ['/uploads/old.jpg'], photoCaptions: ['Old'], photoAlts: [''] })} />);
    await ui.upload(screen.getByLabelText('Photos'), [image('a.png'), image('b.png')]);
    expect(rows()).toEqual(['Photo 1 (cover)', 'Photo 2, new: a.png', 'Photo 3, new: b.png']);
    expect(screen.getByLabelText('Caption of photo 1')).toHaveValue('Old');
  });

  it("shows each new photo's own upload progress, then says the photos are being processed", () => {
    const start = [
      ...photoItemsOf({ photos: ['/uploads/old.jpg'] }),
      ...newPhotoItems([image('a.png'), image('b.png')]),
    ];
    const { rerender } = render(<Harness start={start} progress={[100, 35]} />);
    expect(screen.getByRole('progressbar', { name: 'Upload of a.png' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Upload of b.png' })).toHaveAttribute('aria-valuenow', '35');
    // A stored photo is not uploaded again: no progress of its own.
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.queryByText(/Processing them/)).not.toBeInTheDocument();
    // While a save runs, the list cannot change.
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toBeDisabled();
    rerender(<Harness start={start} progress={[100, 100]} processing />);
    expect(screen.getByText(/Photos uploaded\. Processing them/).closest('[role="status"]')).toBeInTheDocument();
  });

  it('reorders with the Move up / Move down buttons, by mouse or keyboard', async () => {
    const ui = userEvent.setup();
    render(<Harness start={newPhotoItems([image('a.png'), image('b.png'), image('c.png')])} />);
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 down' })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Move photo 1 down' }));
    expect(rows()).toEqual(['Photo 1 (cover), new: b.png', 'Photo 2, new: a.png', 'Photo 3, new: c.png']);
    screen.getByRole('button', { name: 'Move photo 3 up' }).focus();
    await ui.keyboard('{Enter}');
    expect(rows()).toEqual(['Photo 1 (cover), new: b.png', 'Photo 2, new: c.png', 'Photo 3, new: a.png']);
  });
});

describe('photo order and words in the request', () => {
  it('keepPhotos places a new photo before a stored one with new:N; words go in photo order', () => {
    const stored = photoItemsOf({
      photos: ['/uploads/a.jpg', '/uploads/b.jpg'],
      photoCaptions: ['A', ''],
      photoAlts: ['', ''],
    });
    const [n1, n2] = newPhotoItems([image('n1.png'), image('n2.png')]);
    const form = new FormData();
    appendSitePhotos(form, [{ ...n1, caption: 'New' }, stored[1], stored[0], n2], stored);
    expect(form.get('keepPhotos')).toBe(JSON.stringify(['new:0', '/uploads/b.jpg', '/uploads/a.jpg']));
    expect(form.get('photoCaptions')).toBe(JSON.stringify(['New', '', 'A', '']));
    expect(form.getAll('photos').map((f) => (f as File).name)).toEqual(['n1.png', 'n2.png']);
  });

  it("each file's progress follows where its bytes lie in the body", () => {
    const form = new FormData();
    form.append('name', 'x');
    form.append('photos', image('a.png', 10_000));
    form.append('photos', image('b.png', 10_000));
    const windows = photoWindows(form);
    expect(windows).toHaveLength(2);
    expect(filePercent(0, windows[0])).toBe(0);
    expect(filePercent(55, windows[0])).toBe(100);
    expect(filePercent(50, windows[1])).toBeLessThan(5);
    expect(filePercent(75, windows[1])).toBeGreaterThan(40);
    expect(filePercent(100, windows[1])).toBe(100);
  });
});
