import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { CSRF_FIELD_NAME } from "./csrf-field";

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-white/10", isActive && "bg-white/15");

export function InboxHeader({ email, isAdmin, csrf }: { email: string; isAdmin: boolean; csrf: string }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <span className="font-bold">LatamMatch inbox</span>
        <nav aria-label="Inbox" className="flex flex-wrap gap-1">
          <NavLink to="/inbox" end className={navClass}>
            Leads
          </NavLink>
          <NavLink to="/inbox/candidates" className={navClass}>
            Candidates
          </NavLink>
          <NavLink to="/inbox/bookings" className={navClass}>
            Calls
          </NavLink>
          <NavLink to="/inbox/openings" className={navClass}>
            Openings
          </NavLink>
          <NavLink to="/inbox/dashboard" className={navClass}>
            Dashboard
          </NavLink>
          <NavLink to="/inbox/deliveries" className={navClass}>
            Deliveries
          </NavLink>
          {isAdmin ? (
            <>
              <NavLink to="/inbox/users" className={navClass}>
                Users
              </NavLink>
              <NavLink to="/inbox/audit" className={navClass}>
                Audit log
              </NavLink>
              <NavLink to="/inbox/privacy" className={navClass}>
                Privacy
              </NavLink>
            </>
          ) : null}
        </nav>
        <div className="ml-auto flex flex-wrap items-center gap-2 text-sm">
          <span className="max-w-48 truncate text-white/80" title={email}>
            {email}
          </span>
          <NavLink to="/inbox/password" className={navClass}>
            Password
          </NavLink>
          <NavLink to="/inbox/account" className={navClass}>
            Two-step
          </NavLink>
          <Form method="post" action="/inbox/logout" className="flex gap-1">
            <input type="hidden" name={CSRF_FIELD_NAME} value={csrf} />
            <Button type="submit" size="sm" variant="inverse" name="scope" value="this">
              Log out
            </Button>
            <Button
              type="submit"
              size="sm"
              variant="ghost"
              className="text-white hover:bg-white/10"
              name="scope"
              value="everywhere"
            >
              Log out everywhere
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}
