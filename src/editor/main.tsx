// Dev-only entry of the visual page editor (/__edit, scripts/build/vite-plugin-editor.ts).
// ?file=pages/about.json opens a document; without it, the page list.
import "../theme/fonts.css";
// Puck's styles without their @import of a font from rsms.me: the editor makes no request off this machine.
import "@puckeditor/core/no-external.css";
import "./editor-chrome.css";
import { editorThemeCss } from "../theme/editor-theme";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { EditorPage } from "./EditorPage";
import { PageList } from "./PageList";
import { ReviewPage } from "./review/ReviewPage";
import { TranslatePage } from "./review/TranslatePage";
import { useRole } from "./review/use-role";

// The colours the stylesheets above name (var(--c-…), var(--ed-…)), light and dark, before the first render.
const themeStyle = document.createElement("style");
themeStyle.textContent = editorThemeCss;
document.head.prepend(themeStyle);

const fileFromUrl = () => new URLSearchParams(window.location.search).get("file");
const reviewFromUrl = () => new URLSearchParams(window.location.search).get("review");

function EditorApp() {
  const [file, setFile] = useState(fileFromUrl);
  const [review, setReview] = useState(reviewFromUrl);
  const role = useRole();
  useEffect(() => {
    const onPop = () => {
      setFile(fileFromUrl());
      setReview(reviewFromUrl());
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const open = (next: string | null) => {
    window.history.pushState(null, "", next ? `?file=${encodeURIComponent(next)}` : window.location.pathname);
    setFile(next);
    setReview(null);
  };
  // A review (server): the draft beside the live page; a translator opens a page to translate it, not to edit it.
  if (review) return <ReviewPage id={review} onOpen={open} />;
  if (file && role === "translator") return <TranslatePage file={file} onOpen={open} />;
  if (file && role === undefined) return null;
  return file ? <EditorPage file={file} role={role} onOpen={open} /> : <PageList onOpen={open} />;
}

// No StrictMode: the editor only ever runs on the dev server, where StrictMode
// renders every component twice (and opens each page twice); the marketer paid
// for it at every keystroke and on every open.
createRoot(document.getElementById("root")!).render(<EditorApp />);
