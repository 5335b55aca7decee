import { z } from 'zod';
import { germanIssueMessage, zodErrorToApiErrors } from '../checkout/zod-errors.ts';
import type { ApiError } from '../contracts/api.ts';
import type { PublicConfig } from '../contracts/entities.ts';
import { MESSAGES } from '../messages.ts';
import { err, ok, type Result } from '../result.ts';
import type { OrderStatusView } from './order-view.ts';

/** spec §9: star ratings 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
const rating = z
  .number()
  .int({ error: MESSAGES.invalidRating })
  .min(RATING_MIN, { error: MESSAGES.invalidRating })
  .max(RATING_MAX, { error: MESSAGES.invalidRating });

/** spec §3/§5 Questionnaire: four ratings 1–5 required, comment optional. */
export const questionnaireSchema = z.object({
  rating,
  foodRating: rating,
  serviceRating: rating,
  processRating: rating,
  comment: z.string().trim().max(2000).default(''),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

const RATING_FIELDS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;

/** Validates a questionnaire with German messages (missing rating: 'Dieser Wert sollte nicht leer sein.'). */
export function validateQuestionnaire(input: unknown): Result<Questionnaire, ApiError[]> {
  const parsed = questionnaireSchema.safeParse(input, { error: germanIssueMessage });
  return parsed.success ? ok(parsed.data) : err(zodErrorToApiErrors(parsed.error));
}

/** spec §5: the comment field appears once all four ratings are set. */
export function isQuestionnaireCommentVisible(
  ratings: Partial<Record<(typeof RATING_FIELDS)[number], number | null>>,
): boolean {
  return RATING_FIELDS.every((field) => {
    const value = ratings[field];
    return (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= RATING_MIN &&
      value <= RATING_MAX
    );
  });
}

/** spec §4: shown when order reviews are enabled, the order is completed, unrated and not dismissed. */
export function shouldShowQuestionnaire(
  config: Pick<PublicConfig, 'enablePluginOrderReviews'>,
  order: Pick<OrderStatusView, 'isCompleted' | 'questionnaireRating'>,
  isDismissed: boolean,
): boolean {
  return (
    config.enablePluginOrderReviews &&
    order.isCompleted &&
    order.questionnaireRating === null &&
    !isDismissed
  );
}
