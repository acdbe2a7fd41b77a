// Which face of the cube is showing its panel, and which one is playing its
// closing animation (spec §4: no active face, or one of the faces; closing
// animates first). A reducer, so every transition is testable.

export type OpenedBy = "hover" | "focus" | "tap";

export interface CubeState {
  /** The face whose panel is open (the cube stands still meanwhile). */
  active: string | null;
  openedBy: OpenedBy | null;
  /** The face whose panel is animating out. */
  closing: string | null;
}

export type CubeEvent = { type: "open"; face: string; by: OpenedBy } | { type: "close" } | { type: "closed" };

export const initialCubeState: CubeState = { active: null, openedBy: null, closing: null };

export function cubeReducer(state: CubeState, event: CubeEvent): CubeState {
  switch (event.type) {
    case "open":
      if (state.active === event.face && state.openedBy === event.by) return state;
      // Opening cancels a closing animation: the new panel replaces it at once.
      return { active: event.face, openedBy: event.by, closing: null };
    case "close":
      return state.active ? { active: null, openedBy: null, closing: state.active } : state;
    case "closed":
      return state.closing ? { ...state, closing: null } : state;
  }
}

/** The face whose content a panel shows: the open one, else the one leaving. */
export const shownFace = (state: CubeState) => state.active ?? state.closing;
