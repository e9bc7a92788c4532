import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@kuza/testing';
import { PptxFonts } from '../pptx-fonts';

describe('the PowerPoint fonts beside Export', () => {
  it('names the theme’s heading and text fonts with where to get them', async () => {
    renderPage(<PptxFonts theme={{ id: 'savanna' }} />);
    await userEvent.click(screen.getByText('PPTX fonts'));
    expect(screen.getByRole('link', { name: 'Montserrat' })).toHaveAttribute(
      'href',
      'https://fonts.google.com/specimen/Montserrat',
    );
    expect(screen.getByRole('link', { name: 'Inter' })).toHaveAttribute(
      'href',
      'https://fonts.google.com/specimen/Inter',
    );
    expect(screen.getByText(/headings, free from Google Fonts/)).toBeInTheDocument();
  });
});
