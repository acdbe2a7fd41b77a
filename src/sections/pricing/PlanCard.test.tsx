import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SchemaSet, sectionSchemaFile } from "../../../lib/validate/schema-set";
import { Providers } from "../../../tests/unit/render-helpers";
import type { PlanEntry } from "../../components/usePlans";
import type { PlansCollection } from "../../generated/schema";
import { planFeatures } from "../../core/plans/features";
import type { SectionOf } from "../types";
import { PlanCard } from "./PlanCard";

const example = (
  new SchemaSet(`${process.cwd()}/schema`).get(sectionSchemaFile("pricing")).examples as Array<SectionOf<"pricing">>
)[0];
const base = { description: "d", monthlyPrice: 20, yearlyPrice: 16, cap: 50, users: 2, isPopular: false };
const plans: PlansCollection = {
  basico: { ...base, name: "Básico", features: [{ name: "Plano de sala" }, { name: "CRM" }] },
  extra: { ...base, name: "Extra", inheritFrom: "basico", features: [{ name: "Pagos con tarjeta" }] },
};

function renderCard(id: string, preview: number) {
  const plan: PlanEntry = { ...plans[id]!, id };
  render(
    <Providers>
      <ul>
        <PlanCard
          plan={plan}
          features={planFeatures(plans, id)}
          preview={preview}
          billing="anual"
          labels={example.labels}
          cta={example.cta}
          lang="es"
        />
      </ul>
    </Providers>,
  );
  return screen.getByRole("listitem", { name: plan.name });
}

const shownLines = (card: HTMLElement) =>
  within(card)
    .queryAllByRole("listitem")
    .map((li) => li.textContent);

describe("PlanCard", () => {
  it("has no toggle when its preview shows everything it includes", () => {
    const card = renderCard("basico", 4);
    expect(shownLines(card)).toEqual(["Hasta 50 reservas al mes", "2 usuarios", "Plano de sala", "CRM"]);
    expect(within(card).queryByRole("button", { name: "Ver todas las características" })).toBeNull();
  });

  it("has a toggle when it builds on another plan, even when its own lines fit, and lists that plan's features once expanded", () => {
    const card = renderCard("extra", 3);
    expect(within(card).getByText("Todo lo de Básico, y además:")).toBeTruthy();
    expect(shownLines(card)).toEqual(["Hasta 50 reservas al mes", "2 usuarios", "Pagos con tarjeta"]);
    fireEvent.click(within(card).getByRole("button", { name: "Ver todas las características" }));
    expect(within(card).getByText("Incluido en Básico:")).toBeTruthy();
    expect(shownLines(card)).toEqual([
      "Hasta 50 reservas al mes",
      "2 usuarios",
      "Pagos con tarjeta",
      "Plano de sala",
      "CRM",
    ]);
  });

  it("hides the lines past its preview until expanded", () => {
    const card = renderCard("basico", 2);
    expect(shownLines(card)).toEqual(["Hasta 50 reservas al mes", "2 usuarios"]);
    fireEvent.click(within(card).getByRole("button", { name: "Ver todas las características" }));
    expect(shownLines(card)).toHaveLength(4);
    fireEvent.click(within(card).getByRole("button", { name: "Ver menos características" }));
    expect(shownLines(card)).toHaveLength(2);
  });
});
