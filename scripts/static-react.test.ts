import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandModules, islandRoots, loadSourceTree, staticReactViolations } from "./static-react";

const project = loadSourceTree(path.resolve(import.meta.dirname, ".."));

describe("components outside islands", () => {
  it("use no state, effects, refs or event handler props", () => {
    expect(staticReactViolations(project)).toEqual([]);
  });

  it("are told apart from islands: the client:* components of the pages and the inbox", () => {
    const roots = islandRoots(project);
    // client:visible, client:idle={{ … }} over several lines, client:load and client:interaction.
    expect(roots).toContain("app/components/layout/modal-panels.tsx");
    expect(roots).toContain("app/features/jobs/job-apply-form.tsx");
    expect(roots).toContain("app/features/booking/slot-picker.tsx");
    expect(roots).toContain("app/features/site-search/not-found-search-island.tsx");
    expect(roots).toContain("app/features/match-report-popup/match-report-island.tsx");
    expect(roots).toContain("inbox/app/root.tsx");
    const islands = islandModules(project);
    // What an island imports runs in it, lazily loaded code too.
    expect(islands).toContain("app/components/ui/site-link.tsx");
    expect(islands).not.toContain("app/components/layout/site-header.tsx");
  });

  it("catches state or a handler planted in a static component", () => {
    const planted = new Map(project);
    const file = "app/components/sections/cta-button.tsx";
    planted.set(
      file,
      `${project.get(file)}\nexport function Planted() {\n  const [n, setN] = React.useState(0);\n  return <button type="button" onClick={() => setN(n + 1)} />;\n}\n`,
    );
    expect(staticReactViolations(planted)).toEqual([
      expect.stringMatching(/^app\/components\/sections\/cta-button\.tsx:\d+: useState$/),
      expect.stringMatching(/^app\/components\/sections\/cta-button\.tsx:\d+: onClick=$/),
    ]);
  });

  it("allows them in an island and everything it imports, and nowhere else", () => {
    const tree = new Map([
      [
        "site/pages/demo.astro",
        [
          "---",
          'import { Counter } from "~/features/demo/counter";',
          'import { Banner } from "~/components/banner";',
          "---",
          "<Banner />",
          "<Counter",
          "  start={1}",
          "  client:idle={{ timeout: 1000 }}",
          "/>",
        ].join("\n"),
      ],
      [
        "app/features/demo/counter.tsx",
        'import * as React from "react";\nimport { Step } from "./step";\nexport function Counter() {\n  const [n, setN] = React.useState(0);\n  return <Step onStep={() => setN(n + 1)} />;\n}\n',
      ],
      [
        "app/features/demo/step.tsx",
        'export function Step({ onStep }: { onStep: () => void }) {\n  return <button type="button" onClick={onStep} />;\n}\n',
      ],
      [
        "app/components/banner.tsx",
        'import { useEffect, useRef } from "react";\nexport function Banner() {\n  const ref = useRef(null);\n  useEffect(() => {}, []);\n  // useState in a comment is no use.\n  return <p ref={ref} onMouseEnter={() => {}}>"onClick="</p>;\n}\n',
      ],
    ]);
    expect(staticReactViolations(tree)).toEqual([
      "app/components/banner.tsx:1: useEffect",
      "app/components/banner.tsx:1: useRef",
      "app/components/banner.tsx:3: useRef",
      "app/components/banner.tsx:4: useEffect",
      "app/components/banner.tsx:6: onMouseEnter=",
    ]);
  });
});
