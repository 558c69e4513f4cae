import * as React from "react";

/**
 * Takes what the visitor typed into a form field before its island hydrated into the field's
 * state. The text is in the DOM only until then, and the first re-render of a controlled input
 * (a mount effect's state update is enough) would set the field back to the state's empty value.
 */
export function useTypedBeforeHydration(inputId: string, setValue: (value: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  React.useEffect(() => {
    const field = document.getElementById(inputId);
    if (field instanceof HTMLInputElement && field.value) setValue(field.value);
  }, []);
}
