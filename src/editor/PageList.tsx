// Every page document: path, title, A/B variants and weights, languages with
// copy waiting for a translation; a search box and "New page" (the rules of
// `npm run new-page`, applied by the server).
import { useEffect, useState } from "react";
import { api, type PageSummary } from "./api-client";
import { copy } from "./copy";
import { newPageProblem, type NewPageProblem } from "./new-page-check";

export function matches(page: PageSummary, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || page.path.toLowerCase().includes(q) || page.title.toLowerCase().includes(q) || page.file.toLowerCase().includes(q);
}

export function PageList({ onOpen }: { onOpen: (file: string) => void }) {
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [query, setQuery] = useState("");
  const [path, setPath] = useState("/");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<NewPageProblem | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api
      .pages()
      .then((r) => setPages(r.pages))
      .catch((e: Error) => setError({ field: "path", message: e.message }));
  }, []);
  const create = async () => {
    const problem = newPageProblem(path, title, pages?.map((p) => p.path) ?? []);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { file } = await api.newPage(path.trim(), title);
      onOpen(file);
    } catch (e) {
      setError({ field: "path", message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", padding: 16, maxWidth: 1100, margin: "0 auto" }}>
      <h1>{copy.appTitle}</h1>
      <form
        aria-label={copy.newPage}
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
        style={{ display: "flex", gap: 8, alignItems: "end", flexWrap: "wrap", marginBottom: 16 }}
      >
        <strong>{copy.newPage}</strong>
        <label>
          {copy.newPagePath} <input value={path} aria-invalid={error?.field === "path"} aria-describedby={error ? "new-page-error" : undefined} onChange={(e) => setPath(e.target.value)} />
        </label>
        <label>
          {copy.newPageTitle} <input value={title} aria-invalid={error?.field === "title"} aria-describedby={error ? "new-page-error" : undefined} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <button type="submit" disabled={busy}>{copy.create}</button>
        {error ? (
          <p role="alert" id="new-page-error" data-testid="new-page-error" style={{ color: "#b00020", width: "100%", margin: 0 }}>
            {error.message}
          </p>
        ) : null}
      </form>
      <label>
        {copy.search} <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} style={{ width: 320 }} />
      </label>
      <h2>{copy.pages}</h2>
      {pages === null ? (
        <p>…</p>
      ) : (
        <table style={{ borderCollapse: "collapse", width: "100%" }}>
          <thead>
            <tr style={{ textAlign: "left" }}>
              <th>Ruta</th>
              <th>Título</th>
              <th>A/B</th>
              <th>{copy.missing}</th>
            </tr>
          </thead>
          <tbody>
            {pages
              .filter((p) => matches(p, query))
              .map((p) => (
                <tr key={p.file} style={{ borderTop: "1px solid #ddd" }}>
                  <td>
                    <a
                      href={`?file=${encodeURIComponent(p.file)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        onOpen(p.file);
                      }}
                    >
                      {p.path}
                    </a>{" "}
                    {!p.valid ? <span style={{ color: "#b00020" }}>({copy.invalidDoc})</span> : null}
                  </td>
                  <td>{p.title}</td>
                  <td>
                    {p.variant ? `${copy.variant} ${p.variant}` : ""}
                    {p.weights ? `${copy.weights}: ${Object.entries(p.weights).map(([k, v]) => `${k} ${v}`).join(", ")}` : ""}
                  </td>
                  <td>{Object.keys(p.missing).length ? Object.entries(p.missing).map(([l, n]) => `${l} (${n})`).join(", ") : copy.allTranslated}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
