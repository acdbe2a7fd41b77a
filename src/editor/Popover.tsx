// A panel the header opens over the canvas (problems, history, schedule, a
// review request) instead of pushing the canvas down: a titled box with
// «Cerrar»; Escape closes it too.
import type { ReactNode } from "react";
import { copy } from "./copy";

export function Popover({
  label,
  onClose,
  children,
  testId,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="editor-popover"
      aria-label={label}
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();
        onClose();
      }}
    >
      <header className="editor-popover__head">
        <h2 className="editor-popover__title">{label}</h2>
        <button type="button" onClick={onClose}>
          {copy.close}
        </button>
      </header>
      <div className="editor-popover__body">{children}</div>
    </section>
  );
}
