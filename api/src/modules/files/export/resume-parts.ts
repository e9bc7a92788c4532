import {
  type Resume,
  parseRichText,
  resumeDateWordsIn,
  type ResumeDateWords,
  type RichBlock,
  sectionContent,
} from '@kuza/contracts';
import type { Locale } from '@kuza/i18n';
import { sayIn } from '../../../lib/i18n';
import { loadImage, usableImage, type ImageResolver, type LoadedImage } from './images';

export interface ResumeExportOptions {
  /** A profile photo already in memory (e.g. an upload); wins over `resume.profileImageUrl`. */
  profileImage?: Buffer | null;
  /** Loads an http(s) `profileImageUrl`; data: URLs are decoded without it. */
  resolveImage?: ImageResolver;
  /** A line drawn faintly and slanted across every page (a named link's viewer and the day). */
  watermark?: string;
}

/** How a resume's dates read in its language ('mars 2019 – présent'); resumes made before they had one are English. */
export function resumeDateWords(language: Locale | undefined): ResumeDateWords {
  const locale = language ?? 'en';
  return resumeDateWordsIn(locale, (message) => sayIn(locale, message));
}

/** Sections with their content parsed, entries' dates in the resume's language; sections without a label or content are left out. */
export function resumeSections(resume: Resume): Array<{ label: string; blocks: RichBlock[] }> {
  const words = resumeDateWords(resume.language);
  return resume.sections
    .map((s) => ({ label: s.label.trim(), blocks: parseRichText(sectionContent(s, words)) }))
    .filter((s) => s.label && s.blocks.length);
}

/** The photo for the Modern template, or null; a bad image never fails the export. */
export async function resumePhoto(resume: Resume, options: ResumeExportOptions): Promise<LoadedImage | null> {
  if (options.profileImage) return usableImage(options.profileImage);
  return loadImage(resume.profileImageUrl, options.resolveImage);
}
