import { useState } from 'react';
import {
  draftOf,
  type ImageSize,
  type Line,
  type Reference,
  type ReferenceDraft,
  type ReferenceKind,
  referenceOf,
  sameReference,
  switchKind,
} from './point-editor-state';

/**
 * The reference as the user builds it (the line may come before the length, or after), kept
 * beside the controlled `reference`: the parent hears of a reference only once it is complete,
 * and of null when it stops being so. A reference the parent changes itself (loaded, cleared),
 * or another photo, replaces the draft.
 */
export function useReferenceDraft(
  reference: Reference | null,
  onReferenceChange: (reference: Reference | null) => void,
  image: ImageSize,
  /** another photo starts from its own reference, dropping an unfinished one */
  imageUrl: string,
) {
  const [draft, setDraft] = useState<ReferenceDraft>(() => draftOf(reference, 'stick', image));
  const [seen, setSeen] = useState({ reference, imageUrl });
  if (reference !== seen.reference || imageUrl !== seen.imageUrl) {
    setSeen({ reference, imageUrl });
    if (imageUrl !== seen.imageUrl || !sameReference(reference, referenceOf(draft))) {
      setDraft(draftOf(reference, draft.kind, image));
    }
  }

  const update = (next: ReferenceDraft) => {
    setDraft(next);
    const made = referenceOf(next);
    if (!sameReference(made, reference)) {
      onReferenceChange(made);
    }
  };

  return {
    draft,
    setLine: (line: Line) => update({ ...draft, line }),
    setKind: (kind: ReferenceKind) => update(switchKind(draft, kind)),
    setLength: (length: number | null) => update({ ...draft, length }),
    clear: () => update({ ...draft, line: null, length: null }),
  };
}
