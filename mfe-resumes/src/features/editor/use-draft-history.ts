import { useCallback, useReducer } from 'react';
import type { ResumeDraft } from './editor-model';

const LIMIT = 100;

interface State {
  draft: ResumeDraft;
  past: ResumeDraft[];
}

type Action = { type: 'change'; change: (draft: ResumeDraft) => ResumeDraft } | { type: 'undo' };

function reducer(state: State, action: Action): State {
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
  return { draft: state.draft, change, undo, canUndo: state.past.length > 0 };
}
