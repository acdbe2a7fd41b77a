import { useCallback, useEffect, useState } from "react";
import { useAtom } from "jotai";
import { loadCalculatorState, saveCalculatorState, type KeyValueStorage } from "./storage";
import type { CalculatorBounds, CalculatorInputs } from "./types";
import { calculatorValuesAtom } from "../../state/calculator";

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface StoredValuesOptions {
  storage: { key: string; defaultsVersion: number };
  defaults: CalculatorInputs;
  bounds: CalculatorBounds;
  planIds: readonly string[];
}

/**
 * The calculator's values (jotai), persisted in localStorage. The server and
 * the first client render use the defaults, so the prerendered markup
 * hydrates unchanged; the stored values apply right after mount (`ready`
 * turns true) and every change is saved with the defaults version.
 */
export function useCalculatorValues({ storage, defaults, bounds, planIds }: StoredValuesOptions) {
  const [stored, setStored] = useAtom(calculatorValuesAtom);
  const [ready, setReady] = useState(false);
  const { key, defaultsVersion } = storage;

  useEffect(() => {
    setStored(loadCalculatorState(browserStorage(), key, defaults, defaultsVersion, { bounds, planIds }));
    setReady(true);
  }, [key, defaultsVersion, defaults, bounds, planIds, setStored]);

  useEffect(() => {
    if (stored) saveCalculatorState(browserStorage(), key, stored, defaultsVersion);
  }, [stored, key, defaultsVersion]);

  const update = useCallback(
    (patch: Partial<CalculatorInputs>) => setStored((previous) => ({ ...(previous ?? defaults), ...patch })),
    [setStored, defaults],
  );

  return { values: stored ?? defaults, update, ready };
}
