// The checklist's tasks grouped by phase; the task whose ?edit= is open shows its form, and so
// does a task whose save just failed (its own form id, with the errors and the typed values).
import { useFormReply } from "~/components/forms";
import type { FormConstraint } from "~/lib/forms";

import { type TaskAssignee, TaskAssignForm } from "./task-assign";
import { TaskForm, taskFormId } from "./task-form";
import { ChecklistTaskItem, type TaskView } from "./task-item";

const PHASES = [
  { id: "before", title: "Before launch" },
  { id: "launch", title: "Launch day" },
  { id: "after", title: "After launch" },
] as const;

type RowProps = {
  task: TaskView;
  basePath: string;
  editOpen: boolean;
  constraint: FormConstraint;
  timeZone: string;
  members?: TaskAssignee[];
};

function TaskRow({ task, basePath, editOpen, constraint, timeZone, members }: RowProps) {
  const editReply = useFormReply(taskFormId(task.id));
  const open = editOpen || editReply?.result.status === "error";
  return (
    <ChecklistTaskItem
      task={task}
      editHref={`${basePath}?edit=${task.id}#task-${task.id}`}
      assign={
        members ? (
          <TaskAssignForm
            taskId={task.id}
            taskTitle={task.title}
            assignee={task.assignee ?? null}
            members={members}
          />
        ) : null
      }
    >
      {open ? (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <TaskForm
            intent="edit-task"
            taskId={task.id}
            version={task.version}
            values={{
              title: task.title,
              notes: task.notes,
              dueDate: task.inputs.date,
              dueTime: task.inputs.time,
            }}
            constraint={constraint}
            timeZone={timeZone}
            cancelHref={`${basePath}#task-${task.id}`}
          />
        </div>
      ) : null}
    </ChecklistTaskItem>
  );
}

export function ChecklistPhases(props: {
  tasks: TaskView[];
  basePath: string;
  openEditId: string | null;
  constraint: FormConstraint;
  timeZone: string;
  /** The company's people a task can be assigned to. */
  members?: TaskAssignee[];
}) {
  const { tasks, basePath, openEditId } = props;
  return (
    <>
      {PHASES.map((phase) => {
        const phaseTasks = tasks.filter((t) => t.phase === phase.id);
        if (phaseTasks.length === 0) return null;
        return (
          <section key={phase.id} aria-labelledby={`phase-${phase.id}`} className="space-y-3">
            <h3 id={`phase-${phase.id}`} className="text-lg font-bold">
              {phase.title}
            </h3>
            <ol className="space-y-3">
              {phaseTasks.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  basePath={basePath}
                  editOpen={openEditId === task.id}
                  constraint={props.constraint}
                  timeZone={props.timeZone}
                  members={props.members}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
