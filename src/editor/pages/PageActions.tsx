// "Duplicar", "Guardar como plantilla" and "Retirar" on a row of the page list
// (server only): each opens a small dialog. Duplicating makes the person's
// draft at a new address and opens it; saving a template (pages/_templates/)
// and retiring are publishes (publishers and the owner).
import { useEffect, useRef, useState } from "react";
import { GONE_PATH } from "../../core/retired";
import type { Job } from "../publish/publish-client";
import { pagesCopy as copy } from "./copy";
import { FormFooter } from "./FormFooter";
import { pagesApi } from "./pages-client";
import "./pages.css";

interface PageRef {
  file: string;
  path: string;
  title: string;
}

/**
 * A refused publish, as one readable line per problem: the page by its name where `pages` knows it (issue 41: never
 * its file), else by its address-like name, then the message.
 */
export const jobProblems = (job: Job, pages: readonly PageRef[] = []) => [
  job.message,
  ...(job.problems ?? []).slice(0, 4).map((p) => {
    const page = pages.find((known) => known.file === p.file);
    const name = page ? `«${shortTitle(page.title)}»` : p.file.replace(/^pages\//, "/").replace(/\.json$/, "");
    return `${name}: ${p.message}`;
  }),
];

function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Its content only while open: every row of the list has two dialogs, and the retire one lists every
  // page, so a site of 170 pages drew ~35 000 elements (2.4 s of the list's 3.8 s in chromium).
  return (
    <dialog ref={ref} className="pages-dialog" aria-label={title} onClose={onClose}>
      {open ? (
        <>
          <h2>{title}</h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

/** The page as the team names it: its title without the " | Mesalia" tail. */
export const shortTitle = (title: string) => title.split(" | ")[0]!.trim() || title;

export function PageActions({
  page: given,
  pages,
  canPublish,
  onOpen,
  onRetired,
}: {
  page: PageRef;
  pages: readonly PageRef[];
  canPublish: boolean;
  onOpen: (file: string) => void;
  onRetired: () => void;
}) {
  const page = { ...given, title: shortTitle(given.title) };
  const [mode, setMode] = useState<"duplicate" | "template" | "retire" | null>(null);
  const [templateName, setTemplateName] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const [path, setPath] = useState("");
  const [title, setTitle] = useState("");
  const [retireMode, setRetireMode] = useState<"gone" | "redirect">("gone");
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    setMode(null);
    setErrors([]);
  };
  const openDuplicate = () => {
    setPath(`${page.path === "/" ? "" : page.path}-copia`);
    setTitle(`${page.title} (copia)`);
    setMode("duplicate");
  };
  const duplicate = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const { file } = await pagesApi.duplicate(page.file, path.trim(), title);
      onOpen(file);
    } catch (e) {
      setErrors([(e as Error).message]);
    } finally {
      setBusy(false);
    }
  };
  const saveTemplate = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const job = await pagesApi.saveTemplate(page.file, templateName);
      if (job.state === "live") {
        close();
        setSaved(copy.templateSaved(templateName.trim()));
      } else setErrors(jobProblems(job, pages));
    } catch (e) {
      setErrors([(e as Error).message]);
    } finally {
      setBusy(false);
    }
  };
  const retire = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const job = await pagesApi.retire(page.file, retireMode, retireMode === "redirect" ? to : undefined);
      if (job.state === "live") {
        close();
        onRetired();
      } else setErrors(jobProblems(job, pages));
    } catch (e) {
      setErrors([(e as Error).message]);
    } finally {
      setBusy(false);
    }
  };
  // The home, the "not found" page and the "page retired" page are the site's own: never retired.
  const errorPage = page.path === "/404" || page.path === GONE_PATH;
  const isHome = page.path === "/" || errorPage;
  return (
    <span className="page-actions">
      {!errorPage ? (
        <button
          type="button"
          className="page-actions__button"
          onClick={openDuplicate}
          aria-label={copy.duplicateTitle(page.title)}
        >
          {copy.duplicate}
        </button>
      ) : null}
      {canPublish && !errorPage ? (
        <button
          type="button"
          className="page-actions__button"
          onClick={() => {
            setTemplateName(page.title);
            setSaved(null);
            setMode("template");
          }}
          aria-label={copy.saveTemplateTitle(page.title)}
        >
          {copy.saveTemplate}
        </button>
      ) : null}
      {saved ? (
        <span role="status" className="page-actions__note">
          {saved}
        </span>
      ) : null}
      {canPublish && !isHome ? (
        <button
          type="button"
          className="page-actions__button"
          data-tone="danger"
          onClick={() => setMode("retire")}
          aria-label={copy.retireTitle(page.title)}
        >
          {copy.retire}
        </button>
      ) : null}
      <Dialog open={mode === "duplicate"} onClose={close} title={copy.duplicateTitle(page.title)}>
        <form
          className="pages-dialog__body"
          onSubmit={(e) => {
            e.preventDefault();
            void duplicate();
          }}
        >
          <p className="pages-dialog__lead">{copy.duplicateLead}</p>
          <label>
            <span>{copy.newPath}</span>
            <input value={path} onChange={(e) => setPath(e.target.value)} aria-invalid={errors.length > 0} />
          </label>
          <label>
            <span>{copy.newTitle}</span>
            <input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <FormFooter errors={errors.slice(0, 1)} onCancel={close} disabled={busy}>
            {copy.create}
          </FormFooter>
        </form>
      </Dialog>
      <Dialog open={mode === "template"} onClose={close} title={copy.saveTemplateTitle(page.title)}>
        <form
          className="pages-dialog__body"
          onSubmit={(e) => {
            e.preventDefault();
            void saveTemplate();
          }}
        >
          <p className="pages-dialog__lead">{copy.saveTemplateLead}</p>
          <label>
            <span>{copy.templateName}</span>
            <input
              value={templateName}
              maxLength={80}
              onChange={(e) => setTemplateName(e.target.value)}
              aria-invalid={errors.length > 0}
            />
          </label>
          <FormFooter errors={errors} onCancel={close} disabled={busy || !templateName.trim()}>
            {busy ? copy.savingTemplate : copy.saveTemplateConfirm}
          </FormFooter>
        </form>
      </Dialog>
      <Dialog open={mode === "retire"} onClose={close} title={copy.retireTitle(page.title)}>
        <form
          className="pages-dialog__body"
          onSubmit={(e) => {
            e.preventDefault();
            void retire();
          }}
        >
          <p className="pages-dialog__lead">{copy.retireLead}</p>
          <fieldset className="pages-dialog__choices">
            <legend className="visually-hidden">{copy.retireTitle(page.title)}</legend>
            <label>
              <input
                type="radio"
                name="retire"
                checked={retireMode === "gone"}
                onChange={() => setRetireMode("gone")}
              />
              <span>{copy.retireGone}</span>
            </label>
            <div className="pages-dialog__choice" data-checked={retireMode === "redirect" || undefined}>
              <label>
                <input
                  type="radio"
                  name="retire"
                  checked={retireMode === "redirect"}
                  onChange={() => setRetireMode("redirect")}
                />
                <span>{copy.retireRedirect}</span>
              </label>
              <select
                value={to}
                aria-label={copy.chooseTarget}
                onChange={(e) => {
                  setTo(e.target.value);
                  setRetireMode("redirect");
                }}
              >
                <option value="">{copy.chooseTarget}</option>
                {pages
                  // Not the not-found and retired pages (a visitor sent there would read «no existe»), nor a variant's second row.
                  .filter(
                    (p, i, all) =>
                      p.file !== page.file &&
                      !p.path.includes(":") &&
                      p.path !== "/404" &&
                      p.path !== GONE_PATH &&
                      all.findIndex((q) => q.path === p.path) === i,
                  )
                  .map((p) => (
                    <option key={p.file} value={p.path}>
                      {shortTitle(p.title)} ({p.path})
                    </option>
                  ))}
              </select>
            </div>
          </fieldset>
          <FormFooter errors={errors} onCancel={close} disabled={busy || (retireMode === "redirect" && !to)} danger>
            {busy ? copy.retiring : copy.retireConfirm}
          </FormFooter>
        </form>
      </Dialog>
    </span>
  );
}
