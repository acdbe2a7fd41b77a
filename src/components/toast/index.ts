export { Toaster } from "./Toaster";
export { useToast } from "./useToast";
