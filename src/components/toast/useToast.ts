import { useSetAtom } from "jotai";
import { useMemo } from "react";
import { addToastAtom, dismissToastAtom, type ToastInput } from "./store";

/** `const { toast } = useToast(); toast({ title, description, variant: "destructive" })`. */
export function useToast() {
  const add = useSetAtom(addToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return useMemo(() => ({ toast: (input: ToastInput) => add(input), dismiss }), [add, dismiss]);
}
