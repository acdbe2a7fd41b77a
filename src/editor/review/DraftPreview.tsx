// The draft asked about, as a page: the same build as the editor's «Vista
// previa» (server/publish/preview.ts), made when the reviewer asks for it
// (a build takes the machine for a while) and shown in a frame, with the
// live page a link away (the public site may not be framed).
import { useEffect, useState } from "react";
import { reviewCopy as copy } from "./copy";
import { reviewApi } from "./review-client";

export function DraftPreview({ id, title, livePath }: { id: string; title: string; livePath: string | null }) {
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    let gone = false;
    reviewApi.preview(id).then(
      (s) => !gone && setState(s.url ? { url: s.url } : { error: s.message ?? copy.previewBuilding }),
      (e: Error) => !gone && setState({ error: e.message }),
    );
    return () => {
      gone = true;
    };
  }, [id]);
  return (
    <div className="review-preview">
      <p className="review-preview__links">
        {state.url ? (
          <a href={state.url} target="_blank" rel="noopener">
            {copy.openPreview}
          </a>
        ) : null}
        {livePath ? (
          <a href={livePath} target="_blank" rel="noopener">
            {copy.openLive}
          </a>
        ) : null}
      </p>
      {state.error ? (
        <p role="alert" className="page-list__error">
          {state.error}
        </p>
      ) : state.url ? (
        <iframe
          className="review-preview__frame"
          src={state.url}
          title={copy.previewTitle(title)}
          data-testid="review-preview"
        />
      ) : (
        <p className="review-muted" role="status">
          {copy.previewBuilding}
        </p>
      )}
    </div>
  );
}
