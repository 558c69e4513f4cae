import type * as React from "react";

/** The centered card of the login and password pages. */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen items-start justify-center bg-muted px-4 py-12 sm:items-center">
      <section className="w-full max-w-sm rounded-2xl border bg-background p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold text-primary">LatamMatch inbox</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </section>
    </div>
  );
}

export function FormMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
