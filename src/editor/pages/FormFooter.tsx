// The end of every form on the pages screen (duplicate, retire, a release): what the server refused,
// then «Cancelar» and the form's own action.
import type { ReactNode } from "react";
import { pagesCopy as copy } from "./copy";

export function FormFooter({
  errors,
  onCancel,
  disabled,
  danger,
  children,
}: {
  /** The server's sentences, shown as they are. */
  errors: string[];
  onCancel: () => void;
  disabled: boolean;
  /** The action cannot be undone in place (retiring a page). */
  danger?: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <>
      {errors.length ? (
        <div role="alert" className="page-list__error">
          {errors.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className="pages-dialog__actions">
        <button type="button" onClick={onCancel}>
          {copy.cancel}
        </button>
        <button type="submit" data-primary data-tone={danger ? "danger" : undefined} disabled={disabled}>
          {children}
        </button>
      </div>
    </>
  );
}
