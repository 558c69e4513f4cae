// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

const RenderNothing = () => null;
const ThrowOnRender = () => {
  throw new Error("Rendering failed");
};
const failWith503 = () => {
  throw new Response(null, { status: 503, statusText: "Service Unavailable" });
};

describe("root error boundary", () => {
  it("shows 'Unexpected Application Error!' with the status text", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: RenderNothing,
        ErrorBoundary: ErrorBoundary as never,
        HydrateFallback: RenderNothing,
        loader: failWith503,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Service Unavailable")).toBeInTheDocument();
  });

  it("shows the message of a thrown error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: ThrowOnRender,
        ErrorBoundary: ErrorBoundary as never,
        HydrateFallback: RenderNothing,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("Rendering failed")).toBeInTheDocument();
  });
});
