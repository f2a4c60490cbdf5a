import { pingDatabase } from "~/models/health.server";

// Answers 200 only after a database round trip.
export async function loader() {
  try {
    await pingDatabase();
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("healthz: database unreachable", error);
    return Response.json({ status: "error" }, { status: 503 });
  }
}
