import { germanIssueMessage, zodErrorToApiErrors } from '../checkout/zod-errors.ts';
import type { ApiError } from '../contracts/api.ts';
import type { PublicConfig } from '../contracts/entities.ts';
import {
  type Questionnaire,
  questionnaireSchema,
  RATING_MAX,
  RATING_MIN,
} from '../contracts/orders.ts';
import { err, ok, type Result } from '../result.ts';
import type { OrderStatusView } from './order-view.ts';

/** The questionnaire schema is a contract (contracts/orders.ts); re-exported for older imports. */
export { type Questionnaire, questionnaireSchema, RATING_MAX, RATING_MIN };

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
