// An action's data may carry a toast under one key (app/utils/toast.server.ts dataWithErrorToast):
// the root reads it as the sign to revalidate its loader, which then shows the toast.

/** Where an action's toast travels in its data. */
export const ACTION_TOAST_KEY = "__toast";

/** Whether an action's result carried a toast. */
export function hasActionToast(actionResult: unknown): boolean {
  return (
    typeof actionResult === "object" && actionResult !== null && ACTION_TOAST_KEY in actionResult
  );
}

/** A toast as the root loader hands it to the Toaster (app/components/toaster.tsx). */
export type FlashToast = {
  message: string;
  description?: string;
  type: "info" | "success" | "error" | "warning";
};
