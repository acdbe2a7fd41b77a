// Every page document, by the title a visitor reads, with badges for drafts,
// errors, A/B arms and pending translations; a search box and "Nueva página"
// (the rules of `npm run new-page`, checked here first, applied by the server).
import { useEffect, useMemo, useState } from "react";
import editorData from "virtual:editor";
import { api, ON_SERVER } from "./api-client";
import { ServerDrafts } from "./publish/ServerDrafts";
import { publishApi, type ScheduledFailure } from "./publish/publish-client";
import { ScheduleFailureBadge } from "./publish/ScheduleFailures";
import { SignedIn } from "./publish/SignedIn";
import { ReviewQueue } from "./review/ReviewQueue";
import { SiteTranslations } from "./review/SiteTranslations";
import { useRole } from "./review/use-role";
import { copy } from "./copy";
import { loadDraft } from "./draft";
import { newPageProblem, type NewPageProblem } from "./new-page-check";
import { fileAddress, matches, pageAddress, pageBadges, pageTitle, variantsUnderOriginals } from "./page-summary";
import { DeleteTemplate } from "./pages/DeleteTemplate";
import { RenameTemplate } from "./pages/RenameTemplate";
import { PageActions } from "./pages/PageActions";
import { Releases } from "./pages/Releases";
import { RestoreRetired, retiredIn } from "./pages/RestoreRetired";
import { RetiredPages } from "./pages/RetiredPages";
import { usePages } from "./use-pages";
import type { RetiredPage } from "../core/retired-page";

export function PageList({ onOpen }: { onOpen: (file: string) => void }) {
  const [query, setQuery] = useState("");
  const [path, setPath] = useState("/");
  const [title, setTitle] = useState("");
  // "" is the starter page; else a template's id (lib/editor/page-templates.ts).
  const [template, setTemplate] = useState("");
  const [templates, setTemplates] = useState<Array<{ id: string; label: string; saved: boolean }>>([]);
  const [error, setError] = useState<NewPageProblem | null>(null);
  // The retired page at the address asked for, when the server names one: its restore is offered.
  const [retired, setRetired] = useState<RetiredPage | undefined>(undefined);
  // On the server a new page is a publisher's draft (the server refuses an editor); under `npm run edit` anyone may.
  const [canCreate, setCanCreate] = useState(!ON_SERVER);
  const [me, setMe] = useState<string | undefined>(undefined);
  // Bumped when a page is retired or restored: the lists load again.
  const [version, setVersion] = useState(0);
  const { pages, loadError, gone } = usePages(version);
  useEffect(() => {
    if (ON_SERVER)
      void publishApi
        .me()
        .then((me) => (setCanCreate(me.role === "publisher" || me.role === "owner"), setMe(me.name)))
        .catch(() => undefined);
  }, []);
  const [busy, setBusy] = useState(false);
  // The templates, once the form is offered (a team's saved ones too, as published), and again once one is deleted.
  const [templatesVersion, setTemplatesVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `templatesVersion` is the trigger: a template was deleted or renamed.
  useEffect(() => {
    if (canCreate)
      void api
        .templates()
        .then((r) => setTemplates(r.templates))
        .catch(() => undefined);
  }, [canCreate, templatesVersion]);
  // The person's scheduled publishes that failed: shown on their page's row.
  const [failures, setFailures] = useState<ScheduledFailure[]>([]);
  // A translator's list: the translations waiting, without drafts, schedule or reviews (the server refuses them those).
  const role = useRole();
  const editing = ON_SERVER && role !== undefined && role !== "translator";
  useEffect(() => {
    if (editing)
      void publishApi
        .scheduled()
        .then((r) => setFailures(r.failed.filter((f) => f.kind === "page")))
        .catch(() => undefined);
  }, [editing]);
  const refs = (pages ?? [])
    .filter((p) => !p.variant)
    .map((p) => ({ file: p.file, path: p.path, title: pageTitle(p, editorData.placeholders) }));
  const fill = editorData.placeholders;
  const shown = useMemo(
    () => variantsUnderOriginals((pages ?? []).filter((p) => matches(p, query, fill))),
    [pages, query],
  );
  const create = async () => {
    const problem = newPageProblem(path, title, pages?.map((p) => p.path) ?? []);
    setError(problem);
    setRetired(undefined);
    if (problem) return;
    setBusy(true);
    try {
      const { file } = await api.newPage(path.trim(), title, template || undefined);
      onOpen(file);
    } catch (e) {
      setError({ field: "path", message: (e as Error).message });
      setRetired(retiredIn(e));
    } finally {
      setBusy(false);
    }
  };
  const invalid = (field: NewPageProblem["field"]) => ({
    "aria-invalid": error?.field === field,
    "aria-describedby": error?.field === field ? "new-page-error" : undefined,
  });
  return (
    <main className="page-list" data-editor-chrome>
      <header className="page-list__top">
        <div>
          <h1>{copy.appTitle}</h1>
          <p>{copy.appLead}</p>
        </div>
        {ON_SERVER ? <SignedIn /> : null}
      </header>
      {canCreate ? (
        <form
          className="page-list__card page-list__new"
          aria-label={copy.newPage}
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <h2>{copy.newPage}</h2>
          <div className="page-list__fields">
            <label>
              <span>{copy.newPagePath}</span>
              <input value={path} {...invalid("path")} onChange={(e) => setPath(e.target.value)} />
            </label>
            <label>
              <span>{copy.newPageTitle}</span>
              <input value={title} {...invalid("title")} onChange={(e) => setTitle(e.target.value)} />
            </label>
            {templates.length > 0 ? (
              <label>
                <span>{copy.newPageTemplate}</span>
                <select value={template} onChange={(e) => setTemplate(e.target.value)}>
                  <option value="">{copy.blankPage}</option>
                  <optgroup label={copy.builtInTemplates}>
                    {templates
                      .filter((t) => !t.saved)
                      .map((t) => (
                        <option key={t.id} value={t.id}>
                          {t.label}
                        </option>
                      ))}
                  </optgroup>
                  {templates.some((t) => t.saved) ? (
                    <optgroup label={copy.teamTemplates}>
                      {templates
                        .filter((t) => t.saved)
                        .map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.label}
                          </option>
                        ))}
                    </optgroup>
                  ) : null}
                </select>
              </label>
            ) : null}
            <button type="submit" data-primary disabled={busy}>
              {copy.create}
            </button>
          </div>
          <RenameTemplate
            template={templates.find((t) => t.id === template)}
            onRenamed={(id) => {
              setTemplate(id);
              setTemplatesVersion((v) => v + 1);
            }}
          />
          <DeleteTemplate
            template={templates.find((t) => t.id === template)}
            onDeleted={() => {
              setTemplate("");
              setTemplatesVersion((v) => v + 1);
            }}
          />
          {error ? (
            <p role="alert" id="new-page-error" data-testid="new-page-error" className="page-list__error">
              {error.message}
            </p>
          ) : null}
          {retired ? (
            <RestoreRetired
              page={retired}
              onRestored={() => {
                setError(null);
                setVersion((v) => v + 1);
              }}
            />
          ) : null}
        </form>
      ) : null}
      {editing ? (
        <ServerDrafts
          titleOf={(file) =>
            pageTitle(
              pages?.find((p) => p.file === file) ?? {
                file,
                path: fileAddress(file),
                title: fileAddress(file),
                valid: true,
                missing: {},
              },
              fill,
            )
          }
          onOpen={onOpen}
        />
      ) : null}
      {editing ? <ReviewQueue /> : null}
      {ON_SERVER && editing ? (
        <Releases
          canPublish={canCreate}
          me={me}
          titleOf={(file) => refs.find((p) => p.file === file)?.title ?? fileAddress(file)}
          onPublished={() => setVersion((v) => v + 1)}
        />
      ) : null}
      {ON_SERVER ? <SiteTranslations onOpen={onOpen} /> : null}
      <section className="page-list__card" aria-labelledby="pages-heading">
        <div className="page-list__bar">
          <h2 id="pages-heading">
            {copy.pages}{" "}
            {pages ? (
              <span className="page-list__count">
                {shown.length === pages.length ? pages.length : `${shown.length} de ${pages.length}`}
              </span>
            ) : null}
          </h2>
          <label className="page-list__search">
            <span className="visually-hidden">{copy.search}</span>
            <input type="search" placeholder={copy.search} value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
        </div>
        {loadError ? (
          <p role="alert" className="page-list__error">
            {loadError}
          </p>
        ) : null}
        {pages === null && !loadError ? <p className="page-list__empty">{copy.loading}</p> : null}
        {pages && shown.length === 0 ? <p className="page-list__empty">{copy.noMatch}</p> : null}
        <ul className="page-list__rows">
          {shown.map((p) => (
            // A variant's row sits under its original's, indented: the two are one A/B test.
            <li key={p.file} data-variant={p.variant ? "" : undefined}>
              <a
                href={`?file=${encodeURIComponent(p.file)}`}
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(p.file);
                }}
              >
                <span className="page-list__title">{pageTitle(p, fill)}</span>
                <span className="page-list__path">
                  {pageAddress(p)}
                  {/* The file only in the developer's editor (npm run edit): on the server, no file paths on screen. */}
                  {ON_SERVER ? null : <span className="page-list__file"> · {p.file}</span>}
                </span>
              </a>
              <span className="page-list__side">
                <span className="page-list__badges">
                  {pageBadges(p, Boolean(loadDraft(p.file))).map((b) => (
                    <span key={b.text} className="page-list__badge" data-tone={b.tone}>
                      {b.text}
                    </span>
                  ))}
                  {failures
                    .filter((f) => f.file === p.file)
                    .map((f) => (
                      <ScheduleFailureBadge key={f.id} failure={f} />
                    ))}
                </span>
                {/* «Duplicar» and «Retirar» are an editor's and a publisher's: a translator's list has neither. */}
                {editing && !p.variant && !p.path.includes(":") ? (
                  <PageActions
                    page={{ file: p.file, path: p.path, title: pageTitle(p, fill) }}
                    pages={refs}
                    canPublish={canCreate}
                    onOpen={onOpen}
                    onRetired={() => {
                      gone(p.path);
                      setVersion((v) => v + 1);
                    }}
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {ON_SERVER ? (
        <RetiredPages canPublish={canCreate} version={version} onRestored={() => setVersion((v) => v + 1)} />
      ) : null}
    </main>
  );
}
