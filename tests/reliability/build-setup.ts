// Builds the app once per reliability run (production mode, into its own folder).
import { buildServer } from "./server";

export default function setup() {
  buildServer();
}
