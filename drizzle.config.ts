import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`npm run db:generate`), committed, and applied by the
// server at start-up on either driver (PGlite or PostgreSQL).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./drizzle",
});
