import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApplyModal, useApplyModal } from "./apply-modal";
import { HiringFormModal, useHiringFormModal } from "./hiring-form-modal";
import { applyModalStore, hiringFormModalStore } from "./modal-state";

function Openers() {
  const hiring = useHiringFormModal();
  const apply = useApplyModal();
  return (
    <p>
      hiring {hiring.isOpen ? "open" : "closed"}, apply {apply.isOpen ? "open" : "closed"}
    </p>
  );
}

describe("the modals on the server", () => {
  it("stay closed: opening there does nothing, so no render leaves a modal open for the next", () => {
    hiringFormModalStore.open();
    applyModalStore.open();
    hiringFormModalStore.setOpen(true);
    applyModalStore.open();
    expect(hiringFormModalStore.getSnapshot()).toBe(false);
    expect(applyModalStore.getSnapshot()).toBe(false);

    const html = renderToString(
      <>
        <Openers />
        <HiringFormModal />
        <ApplyModal />
      </>,
    );
    expect(html).toBe("<p>hiring <!-- -->closed<!-- -->, apply <!-- -->closed</p>");
  });
});
