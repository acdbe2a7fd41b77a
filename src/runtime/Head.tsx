import { useEffect } from "react";
import { HEAD_MARKER, type Head as HeadData } from "./head-tags";

/** Keeps <head> in step with the page on client-side navigation. */
export function Head({ head, lang }: { head: HeadData; lang: string }) {
  useEffect(() => {
    document.title = head.title;
    document.documentElement.lang = lang;
    document.head.querySelectorAll(`[${HEAD_MARKER}]`).forEach((el) => el.remove());
    for (const tag of head.tags) {
      const el = document.createElement(tag.tag);
      el.setAttribute(HEAD_MARKER, "");
      for (const [k, v] of Object.entries(tag.attrs)) el.setAttribute(k, v);
      document.head.appendChild(el);
    }
  }, [head, lang]);
  return null;
}
