import type { PageCategoryScope } from "~/content/categories";
import { chatEs } from "~/content/ui/chat-es";
import { withUiText } from "~/content/ui/ui-text";
import { ChatPanelIsland } from "./chat-panel-island";

/**
 * The chat panel of a Spanish page. Its words are part of its code, so the island hydrates as
 * soon as it arrives: one that waited for them would drop a press made while it waited.
 */
export const SpanishChatPanelIsland = /* @__PURE__ */ withUiText(function SpanishChatPanel({
  page,
}: {
  page?: PageCategoryScope;
}) {
  return <ChatPanelIsland text={chatEs} page={page} />;
});
