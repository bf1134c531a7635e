import type { Rating } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Isolate } from '../../../components/isolate';
import { ReportSlot } from '../../../components/report-slot';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { snackbar } from '../../../lib/snackbar';
import { replyRating, type UserRatings, useUserRatings } from '../api/ratings';
import { RatingLine } from './rating-line';
import { Stars } from './stars';

/** The rated person's one reply, written here on their own page. */
const ReplyForm = ({ rating }: { rating: Rating }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await replyRating(rating.id, text.trim(), rating.ratedUserId);
      snackbar.show(t`Your reply was posted.`, 'success');
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="rating-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) void send();
      }}
    >
      <label>
        <span className="visually-hidden">{t`Your reply`}</span>
        <textarea value={text} maxLength={500} rows={2} dir="auto" onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-outline" disabled={busy || !text.trim()}>
        <Trans>Reply</Trans>
      </button>
    </form>
  );
};

const RatingItem = ({ rating, mine }: { rating: Rating; mine: boolean }) => {
  const locale = useLocale();
  const reader = useSession()?.userId;
  return (
    <li className="rating-item" data-testid="rating">
      <p className="rating-line">
        <Stars value={rating.stars} />
        <Isolate>{rating.rater.fullName || rating.rater.userName}</Isolate>
        <span className="muted">{formatDate(rating.createdAt, locale)}</span>
      </p>
      {rating.text && <p dir="auto">{rating.text}</p>}
      {rating.reply ? (
        <p className="rating-reply" dir="auto">
          {rating.reply}
        </p>
      ) : (
        mine && <ReplyForm rating={rating} />
      )}
      {/* A review goes to #31's report queue (target 'review'); its writer does not report it. */}
      {reader !== rating.rater.id && <ReportSlot target={{ type: 'review', id: rating.id }} />}
    </li>
  );
};

const Part = ({ title, summary, mine }: { title: string; summary: UserRatings['asSeller']; mine: boolean }) => (
  <section className="card stack" aria-label={title}>
    <h2>{title}</h2>
    <RatingLine summary={summary} />
    {summary.latest.length > 0 && (
      <ul className="rating-list">
        {summary.latest.map((r) => (
          <RatingItem key={r.id} rating={r} mine={mine} />
        ))}
      </ul>
    )}
  </section>
);

/** A seller page's ratings (issue #32): as a seller and as a buyer apart, each with its latest reviews. */
export const RatingSummary = ({ userId }: { userId: number }) => {
  const { t } = useLingui();
  const mine = useSession()?.userId === userId;
  const ratings = useUserRatings(userId);
  const part = useRef<HTMLDivElement>(null);
  const loaded = ratings.data !== undefined;
  // A 'you were rated' notice opens this page at #ratings: brought into view once they are shown.
  useEffect(() => {
    if (loaded && window.location.hash === '#ratings') part.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  if (!ratings.data) return null;
  return (
    <div className="rating-summaries" data-testid="rating-summary" id="ratings" ref={part}>
      <Part title={t`As a seller`} summary={ratings.data.asSeller} mine={mine} />
      <Part title={t`As a buyer`} summary={ratings.data.asBuyer} mine={mine} />
    </div>
  );
};
