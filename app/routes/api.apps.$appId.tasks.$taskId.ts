// GET, PATCH and DELETE /api/apps/{appId}/tasks/{taskId}: one task of the launch checklist.
// PATCH {title?, notes?, dueAt?, done?, assigneeId?} changes what it is sent (assigneeId null:
// nobody) and answers the task; DELETE answers 204. Another company's app or task is a 404, before
// the body is read; an assignee who is not a person of the company is a 400.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { safeTimeZone } from "~/lib/dates";
import { removeTask } from "~/models/checklist.server";
import { getApiTask, parseUpdateTaskInput, updateApiTask } from "~/models/tasks-api.server";
import { apiError, apiJson, apiRoute, readJson } from "~/utils/api.server";
import { idempotent } from "~/utils/api-idempotency.server";
import { requireApiUser } from "~/utils/guards.server";

const NOT_FOUND = "Task not found.";

async function read({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const task = await getApiTask(user.tenantId, params.appId ?? "", params.taskId ?? "");
  if (!task) return apiError(404, NOT_FOUND);
  return apiJson(task);
}

export const { loader, action } = apiRoute({
  GET: read,
  PATCH: idempotent(update),
  DELETE: remove,
});

/** The signed-in user and the task's ids, or a 404 before anything else for another's task. */
async function ownTask(request: Request, params: ActionFunctionArgs["params"]) {
  const user = await requireApiUser(request);
  const appId = params.appId ?? "";
  const taskId = params.taskId ?? "";
  if (!(await getApiTask(user.tenantId, appId, taskId))) throw apiError(404, NOT_FOUND);
  return { user, appId, taskId };
}

async function update({ request, params }: ActionFunctionArgs) {
  const { user, appId, taskId } = await ownTask(request, params);
  const parsed = parseUpdateTaskInput(await readJson(request, z.unknown()));
  if (!parsed.ok) return apiError(400, "Some fields are invalid.", parsed.errors);
  const timeZone = safeTimeZone(user.timeZone);
  const result = await updateApiTask(user.tenantId, appId, taskId, parsed.input, timeZone);
  if (!result.ok) {
    return apiError(
      result.status,
      result.message,
      result.field ? { [result.field]: [result.message] } : undefined,
    );
  }
  return apiJson(result.task);
}

async function remove({ request, params }: ActionFunctionArgs) {
  const { user, appId, taskId } = await ownTask(request, params);
  if (!(await removeTask(user.tenantId, appId, taskId))) return apiError(404, NOT_FOUND);
  return new Response(null, { status: 204 });
}
