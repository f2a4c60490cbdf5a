import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { toApiUser } from "~/models/user.server";
import { apiAction, apiJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

/** The signed-in user, or 401 (the original client reads 401 as "nobody signed in"). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(toApiUser(user));
}

/** Read only: every other method is a 405. */
export function action(args: ActionFunctionArgs) {
  return apiAction({}, { allow: ["GET"] })(args);
}
