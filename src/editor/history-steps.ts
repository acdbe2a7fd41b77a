// Puck records an undo step 250 ms after the last recorded change: one
// debounce over every action, there to fold a field's keystrokes into one
// step. Within those 250 ms (or later, on a busy page whose browser handles a
// click before that timer) two things went wrong: an action of another kind (a
// duplicate right after a title edit) replaced the pending step, so one
// «Deshacer» took the title edit away with the duplicate; and an undo went back
// from the last step recorded, past the change still waiting, which the timer
// then recorded over the steps to redo. Puck offers no way to record at once nor
// to cancel its timer: this keeps the change about to be lost as its own step,
// and holds an undo or redo until Puck's pending record has landed.
import type { AppState, History, PuckAction, useGetPuck } from "@puckeditor/core";

type PuckApi = ReturnType<ReturnType<typeof useGetPuck>>;
type Move = "back" | "forward";

// Puck's own rule (reducer/index.ts): these actions record no step unless told to.
const UNRECORDED = new Set(["registerZone", "unregisterZone", "setData", "setUi", "set"]);
const records = (action: PuckAction) => action.recordHistory ?? !UNRECORDED.has(action.type);

/** Changes that make one step together: a field's keystrokes in one section, or in the page's own fields. */
function stepOf(action: PuckAction, n: number): string {
  if (action.type === "replace") return `replace ${action.destinationZone} ${action.destinationIndex}`;
  if (action.type === "replaceRoot") return "replaceRoot";
  return `${action.type} ${n}`;
}

export interface HistorySteps {
  /** Call from Puck's onAction, before anything that dispatches in turn. */
  onAction(action: PuckAction, state: AppState, before: AppState): void;
  /** Marks an action as part of the step before it (a duplicate's new anchor): never a step of its own. */
  continuing<A extends PuckAction>(action: A): A;
  /** Puck's history changed: runs the undo or redo held for its pending record. */
  settled(): void;
  /** Undo or redo now, or once Puck's pending record has landed. */
  move(to: Move): void;
  /** Whether an undo or redo now would have to wait (Ctrl+Z is then held, not left to Puck). */
  pending(): boolean;
}

export function historySteps(puck: () => PuckApi | undefined): HistorySteps {
  let last: string | undefined;
  let count = 0;
  // The editor's state after the latest action (every dispatch passes here, a selection after an insert too).
  let latest: AppState | undefined;
  // The state Puck's debounced record will add (it records the last recorded action's state, that object).
  let awaiting: AppState | undefined;
  const held: Move[] = [];
  const continuing = new WeakSet<PuckAction>();

  const pending = () => {
    if (!awaiting) return false;
    const histories = puck()?.history.histories ?? [];
    if (histories[histories.length - 1]?.state === awaiting) awaiting = undefined;
    return awaiting !== undefined;
  };

  return {
    continuing(action) {
      continuing.add(action);
      return action;
    },
    onAction(action, state, before) {
      latest = state;
      if (!records(action)) return;
      const waiting = pending();
      awaiting = state;
      if (continuing.has(action)) return;
      const step = stepOf(action, ++count);
      const previous = last;
      last = step;
      if (!waiting || previous === step) return;
      // Puck's pending record was the change before this action, and this one replaced it: keep it.
      const kept: History = { id: `kept-${count}`, state: before };
      // After Puck's dispatch and what its caller dispatched with it: setHistories shows its last entry (the
      // state before this action), the set shows the latest again; Puck's record then adds this action's step.
      queueMicrotask(() => {
        const api = puck();
        const show = latest;
        if (!api || !show) return;
        api.history.setHistories([...api.history.histories.slice(0, api.history.index + 1), kept]);
        api.dispatch({ type: "set", state: show });
      });
    },
    settled() {
      if (pending()) return;
      for (const to of held.splice(0)) puck()?.history[to]();
    },
    move(to) {
      if (pending()) held.push(to);
      else puck()?.history[to]();
    },
    pending,
  };
}
