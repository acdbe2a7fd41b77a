import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { useSite } from "../../site-data";
import * as s from "./styles";

type Aside = NonNullable<SectionOf<"form">["aside"]>;

/** The card beside a form: text, icon rows, one of the site's addresses and a link. */
export function FormAside({ aside, headingTag: Heading = "h3" }: { aside: Aside; headingTag?: "h2" | "h3" }) {
  const { site } = useSite();
  const address = aside.email ? site.contact[aside.email.address] : undefined;
  return (
    <aside css={s.aside} aria-label={aside.title}>
      <div css={{ display: "grid", gap: 10 }}>
        <Heading>{aside.title}</Heading>
        {aside.text && <p css={s.asideText}>{aside.text}</p>}
      </div>
      {aside.items && aside.items.length > 0 && (
        <ul css={s.asideItems}>
          {aside.items.map((item) => (
            <li key={item.title}>
              <span css={s.asideIcon} aria-hidden="true">
                <Icon name={item.icon ?? "check"} size={20} />
              </span>
              <div>
                <strong>{item.title}</strong>
                {item.lines?.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {aside.email && address && (
        <div css={s.asideEmail}>
          <span>{aside.email.label}</span>
          <a href={`mailto:${address}`}>
            <Icon name="mail" size={18} />
            {address}
          </a>
        </div>
      )}
      {aside.link && (
        <SmartLink href={aside.link.href} css={{ fontWeight: 600 }}>
          {aside.link.label}
        </SmartLink>
      )}
    </aside>
  );
}
