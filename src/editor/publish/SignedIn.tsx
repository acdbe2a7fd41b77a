// The admin bar of the editor on the server: the sections the person's role
// may open (the same list and order as the admin pages' bar, from
// /admin/api/me), who is signed in, and "Cerrar sesión" (a form post with
// the session's CSRF field, as the admin pages do). Its box keeps
// its height while /admin/api/me loads, so the page list does not move.
import { useEffect, useState } from "react";
import { publishCopy as copy } from "./copy";
import { publishApi, type Me } from "./publish-client";

export function SignedIn() {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    void publishApi
      .me()
      .then(setMe)
      .catch(() => undefined);
  }, []);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes with role="group" (both only once the person is known); the rule cannot see a conditional role
    <div
      className="signed-in"
      data-testid="signed-in"
      aria-label={me ? copy.signedInAs(me.name || me.email, me.roleLabel) : undefined}
      role={me ? "group" : undefined}
    >
      {me ? (
        <>
          {me.tabs.length > 0 ? (
            <nav className="signed-in__tabs" aria-label={copy.adminSections}>
              {me.tabs.map((tab) => (
                <a key={tab.id} href={tab.href} aria-current={tab.id === "editor" ? "page" : undefined}>
                  {tab.label}
                </a>
              ))}
            </nav>
          ) : null}
          <span className="signed-in__who" title={me.email}>
            <strong>{me.name || me.email}</strong>
            <span className="signed-in__role">{me.roleLabel}</span>
          </span>
          <form method="post" action="/admin/logout">
            <input type="hidden" name="_csrf" value={me.csrfToken} />
            <button type="submit">{copy.signOut}</button>
          </form>
        </>
      ) : null}
    </div>
  );
}
