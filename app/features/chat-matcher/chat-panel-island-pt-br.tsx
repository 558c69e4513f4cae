import type { PageCategoryScope } from "~/content/categories";
import { chatPtBr } from "~/content/ui/chat-pt-br";
import { withUiText } from "~/content/ui/ui-text";
import { ChatPanelIsland } from "./chat-panel-island";

/** The chat panel of a Brazilian Portuguese page, with its words in its code (as chat-panel-island-es.tsx). */
export const PortugueseChatPanelIsland = /* @__PURE__ */ withUiText(function PortugueseChatPanel({
  page,
}: {
  page?: PageCategoryScope;
}) {
  return <ChatPanelIsland text={chatPtBr} page={page} />;
});
