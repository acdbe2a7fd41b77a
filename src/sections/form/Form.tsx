import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { buttonCss } from "../../components/Button";
import { eyebrowCss, leadCss } from "../../components/SectionHeading";
import { useSite } from "../../site-data";
import { isGroup } from "../../core/forms/types";
import { FieldControl } from "./FieldControl";
import { HONEYPOT_FIELD } from "./useFormController";
import { FormAside } from "./FormAside";
import { useFormController } from "./useFormController";
import * as s from "./styles";
import { scrollBehavior } from "../../core/motion";

/**
 * Any form declared in a page document: heading, fields (and titled groups),
 * error summary, submit button with its busy state, alternative actions,
 * footnotes, a side card, and the success panel that replaces the form.
 */
export function Form({ section }: { section: SectionOf<"form"> }) {
  const { lang } = useSite();
  const c = useFormController(section);
  const narrow = section.width === "narrow";
  const level = section.headingLevel === 1 ? 1 : 2;
  const Title = level === 1 ? "h1" : "h2";
  const Sub = level === 1 ? "h2" : "h3";
  const titleId = `${section.id}-title`;
  const heading = section.heading && (
    <header css={s.header(narrow)}>
      {section.heading.eyebrow && <span css={eyebrowCss}>{section.heading.eyebrow}</span>}
      <Title id={titleId} css={s.title(level, narrow)}>
        {section.heading.title}
      </Title>
      {section.heading.lead && <p css={leadCss}>{section.heading.lead}</p>}
    </header>
  );

  const renderField = (field: (typeof c.fields)[number]) => (
    <div key={field.name} css={s.cell(field.width === "half")}>
      <FieldControl
        field={field}
        formId={section.id}
        value={c.values[field.name] ?? null}
        error={c.errors[field.name]}
        lang={lang}
        onChange={c.onChange}
        onBlur={c.onBlur}
      />
    </div>
  );

  // Consecutive loose fields share one grid; each group is a fieldset.
  const blocks: Array<{
    key: string;
    group?: Extract<(typeof section.fields)[number], { type: "group" }>;
    fields: typeof c.fields;
  }> = [];
  section.fields.forEach((entry, index) => {
    if (isGroup(entry)) blocks.push({ key: `g${index}`, group: entry, fields: [...entry.fields] });
    else if (blocks.length && !blocks[blocks.length - 1].group) blocks[blocks.length - 1].fields.push(entry);
    else blocks.push({ key: `f${index}`, fields: [entry] });
  });
  let groupNumber = 0;

  const submitBusy = c.status === "submitting" || c.status === "waiting";
  const disabled = !c.gateOpen || c.busy;

  const body = c.panel ? (
    <div
      ref={c.panelRef}
      css={s.panel}
      tabIndex={-1}
      role="status"
      style={c.panel.minHeight ? { minHeight: c.panel.minHeight } : undefined}
      data-testid="form-success"
    >
      <span css={s.panelIcon} aria-hidden="true">
        <Icon name="check-circle" size={36} />
      </span>
      <Sub>{c.panel.title}</Sub>
      {c.panel.text && <p>{c.panel.text}</p>}
    </div>
  ) : (
    <form
      ref={c.formRef}
      css={s.form}
      noValidate
      onSubmit={c.submit}
      aria-labelledby={section.heading ? titleId : undefined}
      aria-busy={c.busy || undefined}
      tabIndex={-1}
      data-ready={c.restored || undefined}
      data-cta-zone=""
    >
      {c.showSummary && (
        <div ref={c.summaryRef} css={s.summary} role="group" tabIndex={-1} aria-labelledby={`${section.id}-summary`}>
          <Sub id={`${section.id}-summary`}>
            <Icon name="alert-triangle" size={18} />
            {section.summaryTitle ?? section.messages.required}
          </Sub>
          <ul>
            {c.errorList.map((item) => (
              <li key={item.name}>
                <a
                  href={item.href}
                  onClick={(event) => {
                    event.preventDefault();
                    const target = document.getElementById(item.href.slice(1));
                    target?.focus();
                    target?.scrollIntoView({ block: "center", behavior: scrollBehavior() });
                  }}
                >
                  {item.label}: {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* A trap for bots, which fill every input: people never see it, and the server drops what comes with it filled. */}
      <div style={{ display: "none" }}>
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {section.requiredHint && <p css={s.requiredHint}>{section.requiredHint}</p>}
      {blocks.map((block) =>
        block.group ? (
          <fieldset key={block.key} css={s.fieldset}>
            <legend css={s.legend}>
              <span css={s.legendBadge} aria-hidden="true">
                {block.group.icon ? <Icon name={block.group.icon} size={18} /> : ++groupNumber}
              </span>
              {block.group.title}
            </legend>
            {block.group.text && <p css={s.groupText}>{block.group.text}</p>}
            <div css={s.grid}>{block.fields.map(renderField)}</div>
          </fieldset>
        ) : (
          <div key={block.key} css={s.grid}>
            {block.fields.map(renderField)}
          </div>
        ),
      )}
      <div css={s.actionsRow(narrow)}>
        <button
          type="submit"
          css={buttonCss("primary")}
          aria-disabled={disabled || undefined}
          data-busy={submitBusy || undefined}
          data-primary-cta=""
        >
          {submitBusy ? (
            <>
              <span css={s.spinner} aria-hidden="true" />
              {section.submit.busyLabel}
            </>
          ) : (
            <>
              {section.submit.label}
              {section.submit.icon && <Icon name={section.submit.icon} size={18} />}
            </>
          )}
        </button>
        {section.alternatives && section.alternatives.length > 0 && (
          <>
            {section.separator && (
              <p css={s.separator} aria-hidden="true">
                {section.separator}
              </p>
            )}
            {section.alternatives.map((alternative, index) => {
              const running = c.busyAlternative === index;
              return (
                <button
                  key={alternative.label}
                  type="button"
                  css={buttonCss("secondary")}
                  aria-disabled={c.busy || undefined}
                  onClick={() => void c.runAlternative(index)}
                >
                  {running ? (
                    <span css={s.spinner} aria-hidden="true" />
                  ) : (
                    alternative.icon && <Icon name={alternative.icon} size={18} />
                  )}
                  {running && alternative.busyLabel ? alternative.busyLabel : alternative.label}
                </button>
              );
            })}
          </>
        )}
      </div>
      {section.footnotes && section.footnotes.length > 0 && (
        <div css={s.footnotes(narrow)}>
          {section.footnotes.map((note) => (
            <p key={note.text}>
              {note.text}
              {note.link && (
                <>
                  {" "}
                  <SmartLink href={note.link.href}>{note.link.label}</SmartLink>
                </>
              )}
            </p>
          ))}
        </div>
      )}
    </form>
  );

  return (
    <section id={section.id} css={s.section(narrow)} aria-labelledby={section.heading ? titleId : undefined}>
      <Container>
        {section.backLink && (
          <div css={narrow ? css`max-width: 480px; margin-inline: auto;` : undefined}>
            <SmartLink href={section.backLink.href} css={s.backLink}>
              <Icon name="arrow-left" size={18} />
              {section.backLink.label}
            </SmartLink>
          </div>
        )}
        {!narrow && heading}
        <div css={s.layout(narrow, Boolean(section.aside))}>
          <div css={s.card(narrow)}>
            {narrow && heading}
            {body}
          </div>
          {section.aside && <FormAside aside={section.aside} headingTag={Sub} />}
        </div>
      </Container>
    </section>
  );
}
