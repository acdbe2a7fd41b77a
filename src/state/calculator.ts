import { atom } from "jotai";
import type { CalculatorInputs } from "../sections/calculator/types";

/**
 * The savings calculator's state (section `calculator`).
 *
 * Values are null until the stored ones have been read after mount: render
 * uses the page's defaults meanwhile, so the prerendered HTML and the first
 * client render match (no hydration mismatch) and stored values apply after.
 */
export const calculatorValuesAtom = atom<CalculatorInputs | null>(null);

/** Which bottom sheet is open: the plan comparison or the email form. */
export type CalculatorSheet = "plans" | "email";
export const calculatorSheetAtom = atom<CalculatorSheet | null>(null);

/** Phone layout: the pane in view ('Datos' or 'Resultados'). */
export type CalculatorPane = "data" | "results";
export const calculatorPaneAtom = atom<CalculatorPane>("data");

/**
 * The analysis email form. Kept in memory only (spec §4: the email is held
 * in local state, never in browser storage), so reopening the sheet shows
 * what the visitor typed, and `sentTo` confirms the last send. Sending posts
 * it to the site's API (useAnalysisSend).
 */
export interface AnalysisEmailState {
  email: string;
  privacy: boolean;
  marketing: boolean;
  sentTo: string | null;
}
export const analysisEmailAtom = atom<AnalysisEmailState>({
  email: "",
  privacy: false,
  marketing: false,
  sentTo: null,
});
