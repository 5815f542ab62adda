import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * GitHub's rules plus the two classes remark-math puts on maths, so that rehype-katex still finds
 * them after sanitising: the same schema the server renders statements with
 * (apps/server/src/services/problems/statement-html.ts), so `$…$` reads the same everywhere.
 */
export const markdownSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};
