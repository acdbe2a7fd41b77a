// The phone country selector: a toggle showing flag and prefix that expands
// a searchable list below the phone row (WAI-ARIA combobox + listbox).
// Escape closes the list without closing the modal.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../components/Icon";
import { findCountry, searchCountries, type Country } from "../core/booking/countries";
import { countryName } from "../core/i18n/country-names";
import * as s from "./styles";

interface ToggleProps {
  code: string;
  expanded: boolean;
  panelId: string;
  onToggle(): void;
}

export function CountryToggle({ code, expanded, panelId, onToggle }: ToggleProps) {
  const { t, i18n } = useLingui();
  const country = findCountry(code);
  const name = country ? countryName(country.code, i18n.locale, country.name) : code;
  const prefix = country?.prefix ?? "";
  return (
    <button
      type="button"
      id={`${panelId}-toggle`}
      css={s.countryToggle}
      aria-expanded={expanded}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <span aria-hidden="true" css={s.flag}>
        {country?.flag}
      </span>
      <span>{prefix}</span>
      <span className="visually-hidden">{t`${name}, país del teléfono`}</span>
      <Icon name="chevron-down" size={16} />
    </button>
  );
}

interface PanelProps {
  id: string;
  value: string;
  onSelect(country: Country): void;
  onDismiss(): void;
}

export function CountryPanel({ id, value, onSelect, onDismiss }: PanelProps) {
  const { t, i18n } = useLingui();
  const nameOf = (country: Country) => countryName(country.code, i18n.locale, country.name);
  const [query, setQuery] = useState("");
  const results = searchCountries(query, nameOf);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      results.findIndex((c) => c.code === value),
    ),
  );
  const list = useRef<HTMLUListElement>(null);
  const optionId = (code: string) => `${id}-${code}`;
  const current = results[Math.min(active, results.length - 1)];
  const listId = useId();

  const currentOption = current ? optionId(current.code) : undefined;
  useEffect(() => {
    if (currentOption) document.getElementById(currentOption)?.scrollIntoView?.({ block: "nearest" });
  }, [currentOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === "ArrowDown") setActive((i) => Math.min(last, i + 1));
    else if (event.key === "ArrowUp") setActive((i) => Math.max(0, i - 1));
    else if (event.key === "Home" && event.ctrlKey) setActive(0);
    else if (event.key === "End" && event.ctrlKey) setActive(last);
    else if (event.key === "Enter") {
      if (current) onSelect(current);
    } else if (event.key === "Escape") onDismiss();
    else return;
    event.preventDefault(); // Escape stays here: the modal does not close
  };

  return (
    <div id={id} css={s.countryPanel}>
      <div css={s.searchRow}>
        <Icon name="search" size={16} />
        <input
          css={s.searchInput}
          type="search"
          role="combobox"
          // biome-ignore lint/a11y/noAutofocus: the country list is a popup opened by a click on the prefix; its search box takes the focus, as the WAI-ARIA combobox pattern's popup does
          autoFocus
          aria-label={t`Buscar país`}
          placeholder={t`Buscar país o prefijo`}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current.code) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {results.length === 0 ? (
        <p css={s.countryEmpty} role="status">
          {t`No se encontró el país.`}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA listbox pattern on a list; the keyboard stays in the search box (aria-activedescendant)
        <ul ref={list} id={listId} role="listbox" aria-label={t`Países`} css={s.countryList}>
          {results.map((country) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached from the search box with the arrows (aria-activedescendant), never focused
            // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the search box picks the active option; the click is for the pointer
            <li
              key={country.code}
              id={optionId(country.code)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
              role="option"
              aria-selected={country === current}
              data-active={country === current || undefined}
              css={s.countryOption}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => onSelect(country)}
            >
              <span aria-hidden="true" css={s.flag}>
                {country.flag}
              </span>
              <span css={s.countryName}>{nameOf(country)}</span>
              <span css={s.countryPrefix}>{country.prefix}</span>
              {country.code === value && <Icon name="check" size={16} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
