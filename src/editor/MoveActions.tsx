// Move the selected section up or down from the keyboard: two buttons in the
// section's action bar (Puck's own drag and drop stays for the mouse), and
// Alt+↑ / Alt+↓ anywhere in the editor.
import { useEffect } from "react";
import { ActionBar, useGetPuck } from "@puckeditor/core";
import { moveSelection } from "./keyboard/section-keys";
import { copy } from "./copy";

function useMove() {
  const getPuck = useGetPuck();
  return (delta: number) => void moveSelection(getPuck(), delta);
}

export function MoveActions() {
  const move = useMove();
  return (
    <>
      <ActionBar.Action
        label={`${copy.moveUp} (Alt+↑)`}
        aria-label={copy.moveUp}
        aria-keyshortcuts="Alt+ArrowUp"
        onClick={() => move(-1)}
      >
        <Arrow up />
      </ActionBar.Action>
      <ActionBar.Action
        label={`${copy.moveDown} (Alt+↓)`}
        aria-label={copy.moveDown}
        aria-keyshortcuts="Alt+ArrowDown"
        onClick={() => move(1)}
      >
        <Arrow up={false} />
      </ActionBar.Action>
    </>
  );
}

export function MoveShortcuts() {
  const move = useMove();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      event.preventDefault();
      move(event.key === "ArrowUp" ? -1 : 1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [move]);
  return null;
}

/** Lucide's arrow-up / arrow-down, like Puck's own action icons. */
function Arrow({ up }: { up: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={up ? undefined : { transform: "rotate(180deg)" }}
    >
      <path d="m5 12 7-7 7 7" />
      <path d="M12 19V5" />
    </svg>
  );
}
