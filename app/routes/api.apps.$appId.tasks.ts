// GET /api/apps/{appId}/tasks: the launch checklist's tasks, in the page's order, each
// { id, title, notes, dueAt, done, assigneeId }. POST {title, dueAt, notes?, assigneeId?}: a
// custom task, 201 with it; its day is dueAt's date in the caller's time zone, as the checklist
// page shows it. Another company's app is a 404 on every method, before the body is read.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { safeTimeZone } from "~/lib/dates";
import {
  createApiTask,
  isOwnApp,
  listApiTasks,
  parseCreateTaskInput,
} from "~/models/tasks-api.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { idempotent } from "~/utils/api-idempotency.server";
import { requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "App not found.";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const tasks = await listApiTasks(user.tenantId, params.appId ?? "");
  if (!tasks) return apiError(404, NOT_FOUND);
  return apiJson(tasks);
}

// After a trial the checklist's model functions refuse the write (WriteBlockedError), which
// apiAction answers with a JSON 403 and the reason.
export const { loader, action } = apiRoute({ GET: read, POST: idempotent(create) });

async function create({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  if (!(await isOwnApp(user.tenantId, appId))) return apiError(404, NOT_FOUND);
  const parsed = parseCreateTaskInput(await readJson(request, z.unknown()));
  if (!parsed.ok) return apiError(400, "Some fields are invalid.", parsed.errors);
  const timeZone = safeTimeZone(user.timeZone);
  const result = await createApiTask(user.tenantId, appId, parsed.input, timeZone);
  if (!result.ok) {
    return apiError(
      result.status,
      result.message,
      result.field ? { [result.field]: [result.message] } : undefined,
    );
  }
  return apiJson(result.task, 201);
}
