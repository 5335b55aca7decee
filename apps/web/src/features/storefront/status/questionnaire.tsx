import {
  isQuestionnaireCommentVisible,
  type QuestionnaireRequest,
  RATING_MAX,
  validateQuestionnaire,
} from '@shop/domain';
import { type FormEvent, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOrderAnswer } from './api/public-order.ts';
import { StarRating } from './star-rating.tsx';
import styles from './status.module.css';

const RATINGS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;
type RatingField = (typeof RATINGS)[number];
type Ratings = Partial<Record<RatingField, number>>;

const texts = de.status.questionnaire;
const dismissalKey = (uid: string) => `shop.questionnaire-dismissed.${uid}`;

/** spec §4: 'not dismissed' is remembered in this browser (localStorage), per order. */
export function useQuestionnaireDismissal(uid: string): [boolean, () => void] {
  const [isDismissed, setIsDismissed] = useState(() => {
    try {
      return window.localStorage.getItem(dismissalKey(uid)) === '1';
    } catch {
      return false;
    }
  });
  const dismiss = useCallback(() => {
    setIsDismissed(true);
    try {
      window.localStorage.setItem(dismissalKey(uid), '1');
    } catch {
      // Storage blocked: dismissed for this page view only.
    }
  }, [uid]);
  return [isDismissed, dismiss];
}

type QuestionnaireProps = { uid: string; hash: string; onDismiss: () => void };

/**
 * spec §3/§5 questionnaire (plugin enablePluginOrderReviews, completed and unrated orders): four
 * star ratings 1–5, all required (domain validateQuestionnaire); the comment appears once all four
 * are set. Failure: the server's first message, else 'Bewertung konnte nicht gesendet werden'.
 */
export function Questionnaire({ uid, hash, onDismiss }: QuestionnaireProps) {
  const [ratings, setRatings] = useState<Ratings>({});
  const [comment, setComment] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const answer = useOrderAnswer(uid, hash);
  const isCommentShown = isQuestionnaireCommentVisible(ratings);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...ratings, comment: isCommentShown ? comment : '' };
    const checked = validateQuestionnaire(body);
    if (!checked.ok) {
      setFieldErrors(
        Object.fromEntries(checked.error.map((error) => [error.field, error.message])),
      );
      return;
    }
    setFieldErrors({});
    answer.mutate({ kind: 'questionnaire', body: checked.value satisfies QuestionnaireRequest });
  };
  const failure =
    answer.error instanceof ApiError && answer.error.errors[0]?.message
      ? answer.error.message
      : texts.failed;

  return (
    <section className={`${styles.card} ${styles.prompt}`} aria-labelledby="status-questionnaire">
      <h2 id="status-questionnaire" className={styles.cardTitle}>
        {texts.title}
      </h2>
      <p>{texts.intro}</p>
      <form className={styles.questionnaire} noValidate onSubmit={onSubmit}>
        {RATINGS.map((field) => (
          <StarRating
            key={field}
            name={field}
            label={texts[field]}
            max={RATING_MAX}
            value={ratings[field] ?? null}
            error={fieldErrors[field]}
            onChange={(value) => {
              setRatings((current) => ({ ...current, [field]: value }));
              setFieldErrors(({ [field]: _removed, ...rest }) => rest);
            }}
          />
        ))}
        {isCommentShown ? (
          <label className={styles.comment}>
            <span>{texts.comment}</span>
            <textarea
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </label>
        ) : null}
        {answer.isError ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={answer.isPending}>
            {texts.submit}
          </Button>
          <Button variant="secondary" onClick={onDismiss}>
            {texts.dismiss}
          </Button>
        </div>
      </form>
    </section>
  );
}
