// Dev-only entry of the visual page editor (/__edit, scripts/lib/vite-plugin-editor.ts).
// ?file=pages/about.json opens a document; without it, the page list.
import "../theme/fonts.css";
import "@puckeditor/core/puck.css";
import "./editor-chrome.css";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { EditorPage } from "./EditorPage";
import { PageList } from "./PageList";

const fileFromUrl = () => new URLSearchParams(window.location.search).get("file");

function EditorApp() {
  const [file, setFile] = useState(fileFromUrl);
  useEffect(() => {
    const onPop = () => setFile(fileFromUrl());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const open = (next: string | null) => {
    window.history.pushState(null, "", next ? `?file=${encodeURIComponent(next)}` : window.location.pathname);
    setFile(next);
  };
  return file ? <EditorPage file={file} onOpen={open} /> : <PageList onOpen={open} />;
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
