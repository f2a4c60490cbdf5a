// The category screen's form: one of the eight categories, and the stores or platforms the app
// ships on (none ticked is a valid answer). Both rules are the models' own schemas.
import { z } from "zod";

import { categorySchema } from "~/models/app.server";
import { platformsSchema } from "~/models/platforms.server";

export const categoryChoiceSchema = z.object({
  category: categorySchema,
  platforms: platformsSchema.optional().default([]),
});
