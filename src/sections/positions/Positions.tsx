import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Accordion } from "../../components/Accordion";
import { Icon } from "../../components/Icon";
import { Section, headingGap } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { SmartLink } from "../../components/SmartLink";
import { fillTemplate } from "../../core/format/template";
import * as s from "./styles";

/** Open positions by department: an accordion per department, a row per position. */
export function Positions({ section }: { section: SectionOf<"positions"> }) {
  const headingId = section.heading ? `${section.id ?? "vacantes"}-title` : undefined;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      {section.heading && (
        <div css={headingGap}>
          <SectionHeading heading={section.heading} id={headingId} />
        </div>
      )}
      <div css={s.wrap}>
        <Accordion
          single={false}
          defaultOpen={["0"]}
          headingLevel={section.heading ? 3 : 2}
          items={section.departments.map((department, index) => ({
            key: String(index),
            header: (
              <span css={s.header}>
                {department.icon && (
                  <span css={s.deptIcon} aria-hidden="true">
                    <Icon name={department.icon} size={20} />
                  </span>
                )}
                <span css={s.nameBlock}>
                  <span>{department.name}</span>
                  <span css={s.count}>
                    {fillTemplate(
                      department.positions.length === 1 ? section.countLabel.one : section.countLabel.other,
                      { count: department.positions.length },
                    )}
                  </span>
                </span>
              </span>
            ),
            content: (
              <ul css={s.list}>
                {department.positions.map((position) => (
                  <li key={position.title} css={s.row}>
                    <div css={css`min-width: 0;`}>
                      <h4 css={s.title}>{position.title}</h4>
                      <ul css={s.facts}>
                        <li>
                          <Icon name="map-pin" size={15} />
                          {position.location}
                        </li>
                        <li>
                          <Icon name="clock" size={15} />
                          {position.type}
                        </li>
                        <li>
                          <Icon name="euro" size={15} />
                          {position.salary}
                        </li>
                      </ul>
                    </div>
                    {section.apply && (
                      <SmartLink
                        href={section.apply.href}
                        css={s.apply}
                        aria-label={`${section.apply.label}: ${position.title}`}
                      >
                        {section.apply.label}
                        <Icon name="arrow-right" size={16} />
                      </SmartLink>
                    )}
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
        {section.note && <p css={s.note}>{section.note}</p>}
      </div>
    </Section>
  );
}
