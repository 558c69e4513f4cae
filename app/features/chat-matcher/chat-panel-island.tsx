import type { PageCategoryScope } from "~/content/categories";
import type { ChatCatalogue } from "~/content/chat-matcher";
import ChatPanel from "./chat-panel";

/** What the panel of a page Astro builds dispatches on `document` to be closed. */
export const CHAT_CLOSE_EVENT = "chat-matcher:close";

/**
 * The chat panel as an island of a page Astro builds. The page's script
 * (site/scripts/floating-widgets.ts) shows and hides the box it sits in, puts focus in its field
 * and gives it back to the launcher; the panel itself stays open and asks the script to close.
 * A translated page uses its language's island (chat-panel-island-es.tsx, -pt-br.tsx), whose words
 * come in its own chunk.
 */
export function ChatPanelIsland({ text, page }: { text?: ChatCatalogue; page?: PageCategoryScope }) {
  return (
    <ChatPanel
      open
      text={text}
      page={page}
      onClose={() => document.dispatchEvent(new Event(CHAT_CLOSE_EVENT))}
    />
  );
}
