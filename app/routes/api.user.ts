import type { LoaderFunctionArgs } from "@remix-run/node";

import { toApiUser } from "~/models/user.server";
import { apiJson, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

/** The signed-in user, or 401 (the original client reads 401 as "nobody signed in"). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(toApiUser(user));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
