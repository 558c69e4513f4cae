import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServerProcess } from "./server-process";

test.describe("npm start", () => {
  test("runs the built server in production mode, whatever NODE_ENV the shell had", async () => {
    // A server of its own on a fresh embedded database (and, in development, two Vite servers).
    test.setTimeout(120_000);
    // `npm start` sets NODE_ENV itself; a development value left in the shell must not leak in.
    const server = await startServerProcess({
      command: ["npm", "start", "--silent"],
      env: { NODE_ENV: "development" },
    });
    try {
      await server.ready();
      expect(server.output()).toContain("(NODE_ENV=production)");
      // The example settings the project ships with are named, one warning each.
      const warned = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: string; setting?: string })
        .filter((line) => line.level === "warn")
        .map((line) => line.setting);
      expect(warned).toEqual([
        "SITE_ORIGIN",
        "CONTACT_EMAIL",
        "PORTAL_URL",
        "COMPANY_LEGAL_NAME, COMPANY_FOUNDED_YEAR, POSTAL_ADDRESS, COMPANY_GROUP_NOTE",
        "NOTIFY_TO",
        "MAIL_FROM",
        "BOOKING_MEETING_URL",
        "booking hosts",
      ]);

      const notFound = await fetch(`${server.baseUrl}/nope`);
      expect(notFound.status).toBe(404);
      const html = await notFound.text();
      expect(html).toContain("Oops! Page not found");
      // Server-rendered pages in production carry no stack traces or file paths.
      expect(html).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/server\//);
    } finally {
      await server.stop();
    }
  });

  test("refuses to start when SITE_ORIGIN differs from the build's, and says how to fix it", async () => {
    const server = await startServerProcess({
      command: ["npm", "start", "--silent"],
      env: { SITE_ORIGIN: "https://staging.other.example.com" },
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("SITE_ORIGIN is https://staging.other.example.com at run time");
    expect(server.output()).toContain("SITE_ORIGIN=https://staging.other.example.com npm run build");
    expect(server.output()).not.toContain("is listening");
    await server.stop();
  });

  test("refuses to start without a build and says how to make one", async () => {
    // Inside the project, where a build must be (build-*/ is ignored by git).
    const emptyBuild = mkdtempSync(path.join(process.cwd(), "build-empty-"));
    try {
      const server = await startServerProcess({
        command: ["npm", "start", "--silent"],
        env: { BUILD_DIR: emptyBuild },
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Run "npm run build" first');
      await server.stop();
    } finally {
      rmSync(emptyBuild, { recursive: true, force: true });
    }
  });

  test("refuses a build folder outside the project, whose server could not load its packages", async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), "latammatch-outside-build-"));
    try {
      const server = await startServerProcess({
        command: ["npm", "start", "--silent"],
        env: { BUILD_DIR: outside },
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain("is outside the project folder");
      expect(server.output()).not.toContain("Cannot find package");
      await server.stop();
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

test.describe("npm run dev", () => {
  test("serves the pages from source, with the values the build would inline", async () => {
    // A server of its own on a fresh embedded database (and, in development, three Vite servers).
    test.setTimeout(120_000);
    const server = await startServerProcess({ command: ["npm", "run", "dev", "--silent"] });
    try {
      await server.ready();
      expect(server.output()).toContain("(NODE_ENV=development)");
      // Pages Astro builds, served by Astro's dev server, which the app sends them to. The
      // canonical links carry the build-time site origin.
      for (const path of ["/pricing", "/terms"]) {
        const response = await fetch(`${server.baseUrl}${path}`);
        expect(response.status, path).toBe(200);
        expect(await response.text()).toContain(`rel="canonical" href="https://latammatch.example${path}"`);
      }
      // The site's endpoints, from this server.
      const token = await fetch(`${server.baseUrl}/api/form-token?form=hiringRequest`);
      expect(token.status).toBe(200);
      expect(token.headers.get("cache-control")).toBe("no-store");
      expect(await token.json()).toMatchObject({ token: expect.any(String) });
      const robots = await fetch(`${server.baseUrl}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(await robots.text()).toContain("Sitemap: https://latammatch.example/sitemap.xml");
      const refused = await fetch(`${server.baseUrl}/api/hiring-requests`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.baseUrl },
        body: "{}",
      });
      expect(refused.status).toBe(400);
      // Any other path: Astro's not-found page, from its dev server.
      const notFound = await fetch(`${server.baseUrl}/nope`);
      expect(notFound.status).toBe(404);
      expect(await notFound.text()).toContain("Oops! Page not found");
      // The inbox, from its own development server: the page, and its modules under /inbox/.
      const login = await fetch(`${server.baseUrl}/inbox/login`);
      expect(login.status).toBe(200);
      const html = await login.text();
      expect(html).toContain("<title>Log in | LatamMatch inbox</title>");
      const rootModule = /"(\/inbox\/app\/root\.tsx)"/.exec(html)?.[1];
      expect(rootModule).toBeDefined();
      expect((await fetch(`${server.baseUrl}${rootModule}`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
