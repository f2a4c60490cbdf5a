import { healthAnswer } from "~/models/health.server";

// Answers 200 only after a database round trip (at most a second old). The server entry answers
// GET /healthz itself from the same check before the framework (scripts/server-app.mjs).
export async function loader() {
  const { status, body } = await healthAnswer();
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
