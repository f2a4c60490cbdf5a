import type { LoaderFunctionArgs } from "@remix-run/node";

import { toApiUser } from "~/models/user.server";
import { apiJson, apiRoute } from "~/utils/api.server";
import { requireApiUser } from "~/utils/guards.server";

/** The signed-in user, or 401 (the original client reads 401 as "nobody signed in"). */
async function read({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(toApiUser(user));
}

/** Read only: every other method is a 405. */
export const { loader, action } = apiRoute({ GET: read });
