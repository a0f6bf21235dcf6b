import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type WebMessageId } from '@timber/i18n';

/** A visited page in the tab strip (spec §2 Layout). Pinned tabs cannot be closed. */
export interface VisitedTag {
  path: string;
  fullPath: string;
  titleId: WebMessageId;
  pinned: boolean;
}

export interface TagsViewState {
  visited: VisitedTag[];
}

export const tagsViewSlice = createSlice({
  name: 'tagsView',
  initialState: (): TagsViewState => ({ visited: [] }),
  reducers: {
    tagVisited(state, action: PayloadAction<VisitedTag>) {
      const tag = action.payload;
      const existing = state.visited.find((item) => item.path === tag.path);
      if (existing) {
        existing.fullPath = tag.fullPath;
        return;
      }
      if (tag.pinned) {
        const lastPinned = state.visited.filter((item) => item.pinned).length;
        state.visited.splice(lastPinned, 0, tag);
      } else {
        state.visited.push(tag);
      }
    },
    tagClosed(state, action: PayloadAction<string>) {
      state.visited = state.visited.filter((item) => item.pinned || item.path !== action.payload);
    },
    otherTagsClosed(state, action: PayloadAction<string>) {
      state.visited = state.visited.filter((item) => item.pinned || item.path === action.payload);
    },
    allTagsClosed(state) {
      state.visited = state.visited.filter((item) => item.pinned);
    },
  },
});

export const { tagVisited, tagClosed, otherTagsClosed, allTagsClosed } = tagsViewSlice.actions;

/** Where to go after closing the active tab: the last remaining tab, else the dashboard. */
export function nextAfterClose(visited: readonly VisitedTag[], closedPath: string): string {
  const remaining = visited.filter((item) => item.pinned || item.path !== closedPath);
  return remaining[remaining.length - 1]?.fullPath ?? '/dashboard';
}
