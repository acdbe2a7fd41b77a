// «Atajos de teclado»: the editor's shortcuts in a panel over the canvas, opened by «?» or from «Más».
// The focus goes into it and comes back where it was when it closes (Escape or «Cerrar»).
import { useEffect, useRef } from "react";
import { Popover } from "../Popover";
import { keyboardCopy as copy } from "./copy";

export function KeyboardHelp({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => before?.focus?.();
  }, []);
  return (
    <Popover label={copy.title} onClose={onClose} testId="keyboard-help">
      <div ref={panel} tabIndex={-1} className="keyboard-help">
        <p>{copy.intro}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{copy.keysHeading}</th>
              <th scope="col">{copy.whatHeading}</th>
            </tr>
          </thead>
          <tbody>
            {copy.shortcuts.map((s) => (
              <tr key={s.keys}>
                <td>
                  <kbd>{s.keys}</kbd>
                </td>
                <td>{s.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Popover>
  );
}
