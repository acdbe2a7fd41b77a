export { Toaster } from "./Toaster";
export { useToast } from "./useToast";
export { TOAST_DURATION_MS, TOAST_LIMIT, type ToastInput, type ToastVariant } from "./store";
