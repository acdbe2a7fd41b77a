import type { SiteDocument } from "../generated/schema";

/** Turns the site-value links (@appLogin, @whatsapp...) into real addresses. */
export function resolveSiteHref(href: string, site: SiteDocument): string {
  switch (href) {
    case "@appLogin":
      return site.app.login;
    case "@appRegister":
      return site.app.register;
    case "@email":
      return `mailto:${site.contact.email}`;
    case "@phone":
      return `tel:${site.contact.phone.replace(/\s+/g, "")}`;
    case "@whatsapp":
      return `https://wa.me/${site.contact.whatsapp}?text=${encodeURIComponent(site.contact.whatsappGreeting)}`;
    default:
      return href;
  }
}
