import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThreadComposer } from './ThreadComposer';

const composer = (props: { saving?: string; onSubmit?: (text: string) => Promise<boolean> }) => (
  <ThreadComposer
    label="New note"
    placeholder="Called back..."
    rows={3}
    max={20}
    required="Please write a note."
    tooLong="Note must be at most 20 characters."
    button="Add note"
    saving={props.saving}
    what="note"
    onSubmit={props.onSubmit ?? (async () => true)}
  />
);

describe('the inbox thread composer', () => {
  it('asks for text first, keeps it when the save fails and empties the box once it worked', async () => {
    const ui = userEvent.setup();
    const onSubmit = vi
      .fn<(text: string) => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    render(composer({ onSubmit }));

    await ui.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Please write a note.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await ui.type(screen.getByLabelText('New note'), '  Called back  ');
    await ui.click(screen.getByRole('button', { name: 'Add note' }));
    expect(onSubmit).toHaveBeenLastCalledWith('Called back');
    expect(screen.queryByText('Please write a note.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('  Called back  ');

    await ui.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
  });

  it('waits while another save of the item runs', () => {
    const { rerender } = render(composer({ saving: 'status' }));
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    rerender(composer({}));
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
  });
});
