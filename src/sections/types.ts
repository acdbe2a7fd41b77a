import type { ComponentType } from "react";
import type { Section, SectionType } from "../generated/schema";

export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>;

export type SectionComponent<K extends SectionType> = ComponentType<{ section: SectionOf<K> }>;

/** Exactly one component per schema section type: a missing or extra key fails type-checking. */
export type Registry = { [K in SectionType]: SectionComponent<K> };
