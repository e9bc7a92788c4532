import { useCallback, useReducer } from 'react';
import { mergeLists, type ResumeSection } from '@kuza/contracts';
import type { ResumeDraft } from './editor-model';

const LIMIT = 100;

interface State {
  draft: ResumeDraft;
  past: ResumeDraft[];
}

type Action =
  | { type: 'change'; change: (draft: ResumeDraft) => ResumeDraft }
  | { type: 'undo' }
  /** The server's copy with this editor's changes on it (after a save conflict); clears the history. */
  | { type: 'rebase'; draft: ResumeDraft }
  /** A teammate's live edits: the sections as the room now has them; undo stays this editor's. */
  | { type: 'remote'; sections: ResumeSection[] };

function reducer(state: State, action: Action): State {
  // Undo would step back to copies without the other editor's changes and save over them.
  if (action.type === 'rebase') return { draft: action.draft, past: [] };
  if (action.type === 'remote') {
    // Each step back keeps this editor's own changes, put on the teammates' sections, so Undo
    // takes back what this editor did and never what a teammate did.
    const current = state.draft.sections;
    const onRemote = (step: ResumeDraft): ResumeDraft => ({
      ...step,
      sections: mergeLists(action.sections, current, step.sections),
    });
    return { draft: { ...state.draft, sections: action.sections }, past: state.past.map(onRemote) };
  }
  if (action.type === 'undo') {
    const previous = state.past[state.past.length - 1];
    return previous ? { draft: previous, past: state.past.slice(0, -1) } : state;
  }
  const draft = action.change(state.draft);
  if (draft === state.draft) return state;
  return { draft, past: [...state.past.slice(-(LIMIT - 1)), state.draft] };
}

/** The editor's working copy with an undo history (up to 100 steps); no-op changes record nothing. */
export function useDraftHistory(initial: ResumeDraft) {
  const [state, dispatch] = useReducer(reducer, { draft: initial, past: [] });
  const change = useCallback((fn: (draft: ResumeDraft) => ResumeDraft) => dispatch({ type: 'change', change: fn }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const rebase = useCallback((draft: ResumeDraft) => dispatch({ type: 'rebase', draft }), []);
  const remote = useCallback((sections: ResumeSection[]) => dispatch({ type: 'remote', sections }), []);
  return { draft: state.draft, change, undo, rebase, remote, canUndo: state.past.length > 0 };
}
