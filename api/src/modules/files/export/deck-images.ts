import { visualOf, type Slide, type SlidePage } from '@kuza/contracts';
import { loadImage, type ImageResolver, type LoadedImage } from './images';

export interface DeckExportOptions {
  /** Loads http(s) images (media, team photos); data: URLs are decoded without it. */
  resolveImage?: ImageResolver;
}

export interface SlideImages {
  media: LoadedImage | null;
  team: Array<LoadedImage | null>;
}

/**
 * Every picture a deck shows, loaded up front and in parallel (data: URLs decoded, others through
 * the caller's resolver), so drawing stays synchronous. A picture that fails is null: a placeholder.
 */
export function loadDeckImages(slides: Slide[], resolve?: ImageResolver): Promise<SlideImages[]> {
  return Promise.all(
    slides.map(async (slide) => {
      const visual = visualOf(slide);
      return {
        media: visual?.kind === 'image' ? await loadImage(visual.src, resolve) : null,
        team:
          visual?.kind === 'team' ? await Promise.all(visual.members.map((m) => loadImage(m.imageUrl, resolve))) : [],
      };
    }),
  );
}

/** The pictures of each deck slide a list of pages shows (continuations share their slide's). */
export function loadPageImages(pages: SlidePage[], resolve?: ImageResolver): Promise<SlideImages[]> {
  return loadDeckImages(
    pages.filter((page) => page.part === 0).map((page) => page.slide),
    resolve,
  );
}
