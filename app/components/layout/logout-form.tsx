import { Form } from "@remix-run/react";

/** Signing out is a POST (a link could be followed by a crawler or a prefetch). */
export function LogoutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" name="intent" value="logout" className={className}>
        Logout
      </button>
    </Form>
  );
}
