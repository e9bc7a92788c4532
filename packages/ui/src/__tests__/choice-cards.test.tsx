import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@kuza/testing';
import { ChoiceCards } from '../choice-cards';

describe('choice cards', () => {
  it('names each card by its title, describes it by its text and says which is recommended', async () => {
    const onChoose = jest.fn();
    renderPage(
      <ChoiceCards
        label="How do you want to start?"
        choices={[
          { value: 'ai', title: 'Start with AI', text: 'Kuza drafts it.', recommended: true },
          { value: 'paste', title: 'Paste', text: 'Bring your notes.' },
        ]}
        onChoose={onChoose}
        autoFocusFirst
      />,
      { path: '/' },
    );
    expect(screen.getByRole('list', { name: 'How do you want to start?' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Start with AI Recommended' });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('Kuza drafts it.');
    await userEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(onChoose).toHaveBeenCalledWith('paste');
  });
});
