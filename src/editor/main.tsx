// Dev-only entry of the visual page editor (/__edit, scripts/build/vite-plugin-editor.ts).
// ?file=pages/about.json opens a document; without it, the page list.
import "../theme/fonts.css";
// Puck's styles without their @import of a font from rsms.me: the editor makes no request off this machine.
import "@puckeditor/core/no-external.css";
import "./editor-chrome.css";
import { useEffect, useState } from "react";
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

// No StrictMode: the editor only ever runs on the dev server, where StrictMode
// renders every component twice (and opens each page twice); the marketer paid
// for it at every keystroke and on every open.
createRoot(document.getElementById("root")!).render(<EditorApp />);
