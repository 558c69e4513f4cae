/**
 * The one-time banner on English candidate pages for visitors whose browser prefers Spanish or
 * Portuguese, written in the language it offers (the visitor may not read English).
 */
import type { TranslatedLocale } from "~/lib/i18n/locales";

export const languageSuggestionText: Record<
  TranslatedLocale,
  { message: string; action: string; dismiss: string }
> = {
  es: {
    message: "Esta página también está disponible en español.",
    action: "Ver en español",
    dismiss: "No, gracias",
  },
  "pt-br": {
    message: "Esta página também está disponível em português.",
    action: "Ver em português",
    dismiss: "Não, obrigado",
  },
};
