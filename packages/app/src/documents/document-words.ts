/** How a list of decks or resumes names its items, in every message it shows. */
export interface DocumentWords {
  /** 'pitch deck' / 'resume': dialog titles and toasts. */
  one: string;
  /** 'pitch decks' / 'resumes': the list's label, loading, error and empty states. */
  many: string;
  /** 'deck' / 'resume': short forms in error messages. */
  short: string;
  /** The rename dialog's field label: 'Deck name'. */
  nameLabel: string;
  /** What the empty state suggests. */
  emptyText: string;
}
