// Debian's Chromium, started the way this project's machines allow (no browser download, no
// background network traffic).
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumArgs };
