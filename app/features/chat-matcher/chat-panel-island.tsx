import { withUiText } from "~/lib/i18n/ui-text";
import ChatPanel from "./chat-panel";

/** What the panel of a page Astro builds dispatches on `document` to be closed. */
export const CHAT_CLOSE_EVENT = "chat-matcher:close";

/**
 * The chat panel as an island of a page Astro builds. The page's script
 * (site/scripts/floating-widgets.ts) shows and hides the box it sits in, puts focus in its field
 * and gives it back to the launcher; the panel itself stays open and asks the script to close.
 */
export function ChatPanelIsland() {
  return <ChatPanel open onClose={() => document.dispatchEvent(new Event(CHAT_CLOSE_EVENT))} />;
}

/** The panel as the island of a translated page Astro builds, in the page's language. */
export const TranslatedChatPanelIsland = /* @__PURE__ */ withUiText(ChatPanelIsland);
