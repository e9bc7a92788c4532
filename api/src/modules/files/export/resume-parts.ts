import { type Resume, parseRichText, type RichBlock, sectionContent } from '@kuza/contracts';
import { loadImage, usableImage, type ImageResolver, type LoadedImage } from './images';

export interface ResumeExportOptions {
  /** A profile photo already in memory (e.g. an upload); wins over `resume.profileImageUrl`. */
  profileImage?: Buffer | null;
  /** Loads an http(s) `profileImageUrl`; data: URLs are decoded without it. */
  resolveImage?: ImageResolver;
  /** A line drawn faintly and slanted across every page (a named link's viewer and the day). */
  watermark?: string;
}

/** Sections with their content parsed; sections without a label or content are left out. */
export function resumeSections(resume: Resume): Array<{ label: string; blocks: RichBlock[] }> {
  return resume.sections
    .map((s) => ({ label: s.label.trim(), blocks: parseRichText(sectionContent(s)) }))
    .filter((s) => s.label && s.blocks.length);
}

/** The photo for the Modern template, or null; a bad image never fails the export. */
export async function resumePhoto(resume: Resume, options: ResumeExportOptions): Promise<LoadedImage | null> {
  if (options.profileImage) return usableImage(options.profileImage);
  return loadImage(resume.profileImageUrl, options.resolveImage);
}
