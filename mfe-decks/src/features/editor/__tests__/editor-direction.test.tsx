import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEMES } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { renderPage } from '@kuza/testing';
import { useState } from 'react';
import { ARABIC, arabicSlides as slides, drawnSlides } from '../../preview/__tests__/arabic-deck';
import { ThemePicker } from '../../preview/theme-picker';
import { SlideCanvas } from '../slide-canvas';
import { SlideList } from '../slide-list';
import { TextEditorDialog } from '../text-editor-dialog';
import { ChartDialog } from '../chart-dialog';
import { TableDialog } from '../table-dialog';
import { TeamDialog } from '../team-dialog';

jest.setTimeout(20_000);

afterEach(async () => {
  await i18n.setLocale('en');
});

describe('the editor draws a deck in its own language’s direction, whatever the page’s', () => {
  it('draws an Arabic deck right to left in the editor: the canvas and every thumbnail, the list still top to bottom', async () => {
    function Editor() {
      const [selected, select] = useState('a');
      const slide = slides.find(({ id }) => id === selected)!;
      const edits = { onEditText: jest.fn(), onEditVisual: jest.fn(), onNotesChange: jest.fn() };
      return (
        <>
          <SlideList slides={slides} selectedId={selected} language={ARABIC} onSelect={select} {...moves} />
          <SlideCanvas slide={slide} position={1} total={3} language={ARABIC} {...edits} {...layouts} />
        </>
      );
    }
    const moves = { onMove: jest.fn(), onDelete: jest.fn() };
    const layouts = { onLayoutChange: jest.fn(), onSplit: jest.fn() };
    renderPage(<Editor />);
    const drawn = drawnSlides();
    expect(drawn).toHaveLength(slides.length + 1);
    drawn.forEach((slide) => expect(slide).toHaveAttribute('dir', 'rtl'));
    // The slide list's keys stay up and down.
    const current = () => screen.getByRole('button', { name: /^Slide \d+:/, current: true });
    await userEvent.click(screen.getByRole('button', { name: /^Slide 1:/ }));
    await userEvent.keyboard('{ArrowDown}');
    expect(current()).toHaveAccessibleName(/^Slide 2:/);
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    expect(current()).toHaveAccessibleName(/^Slide 2:/);
    expect(moves.onMove).not.toHaveBeenCalled();
    // What the founder types for the slide runs the slide's way.
    const notes = screen.getByRole('textbox', { name: 'Speaker notes' });
    expect([notes.dir, notes.lang]).toEqual(['rtl', 'ar']);
  });

  it('shows the themes on an Arabic deck’s first slide right to left, and on the page’s sample slide in the page’s way', async () => {
    renderPage(<ThemePicker value="savanna" onChange={jest.fn()} sample={slides[0]} language={ARABIC} />);
    drawnSlides().forEach((slide) => expect(slide).toHaveAttribute('dir', 'rtl'));
    await i18n.setLocale('ar');
    renderPage(<ThemePicker value="savanna" onChange={jest.fn()} />);
    const samples = drawnSlides().slice(THEMES.length);
    expect(samples).toHaveLength(THEMES.length);
    samples.forEach((slide) => expect([slide.dir, slide.lang]).toEqual(['rtl', 'ar']));
  });

  it('has the founder type an Arabic slide’s text right to left, on an English page', () => {
    const edits = { onCancel: jest.fn(), onSave: jest.fn() };
    renderPage(<TextEditorDialog slide={slides[1]} field="bullets" language={ARABIC} {...edits} />);
    const bullets = screen.getByRole('textbox', { name: 'Bullet points (one per line)' });
    expect([bullets.dir, bullets.lang]).toEqual(['rtl', 'ar']);
  });

  it('has the founder type an Arabic chart’s, table’s and team’s words right to left; a chart’s figures stay as typed', () => {
    const starter = (message: { defaultMessage: string }) => message.defaultMessage;
    const dialog = { language: ARABIC, onCancel: jest.fn() };
    renderPage(
      <>
        <ChartDialog starter={starter} onInsert={jest.fn()} {...dialog} />
        <TableDialog starter={starter} onInsert={jest.fn()} {...dialog} />
        <TeamDialog onSave={jest.fn()} {...dialog} />
      </>,
    );
    const words = screen.getAllByRole('textbox').filter((field) => field.getAttribute('inputmode') !== 'decimal');
    expect(words.length).toBeGreaterThan(8);
    words.forEach((field) => expect([field.dir, field.lang]).toEqual(['rtl', 'ar']));
  });
});
