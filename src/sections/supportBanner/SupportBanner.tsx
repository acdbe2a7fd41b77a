import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import * as s from "./styles";

/** The support promise (24/7, replies within minutes) and the ways to reach the team. */
export function SupportBanner({ section }: { section: SectionOf<"supportBanner"> }) {
  const titleId = `${section.id ?? "support"}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} css={s.section}>
      <Container css={s.grid}>
        <div>
          {section.eyebrow && (
            <p css={s.eyebrow}>
              <span css={s.live} aria-hidden="true" />
              {section.eyebrow}
            </p>
          )}
          <h2 id={titleId} css={s.title}>
            {section.title}
          </h2>
          <p css={s.text}>{section.text}</p>
          {section.figures && section.figures.length > 0 && (
            <dl css={s.figures}>
              {section.figures.map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <ul css={s.channels}>
          {section.channels.map((channel) => (
            <li key={channel.label}>
              <SmartLink href={channel.href} css={s.channel}>
                <span css={s.channelIcon} data-icon={channel.icon} aria-hidden="true">
                  <Icon name={channel.icon} size={22} />
                </span>
                <span>
                  <strong>{channel.label}</strong>
                  {channel.detail && <small>{channel.detail}</small>}
                </span>
                <Icon name="arrow-right" size={18} />
              </SmartLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
