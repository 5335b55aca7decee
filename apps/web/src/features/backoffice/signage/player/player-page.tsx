import {
  formatMoney,
  playedTransition,
  type SignagePlayer,
  type SignagePlayerSegment,
} from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { connectOrderEvents } from '../../ui/live/order-event-stream.ts';
import { SecretSetupForm } from '../../ui/secret-setup-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import styles from './player.module.css';
import {
  fetchPlayerPicture,
  fetchPlayerScreen,
  forgetPlayerPicturesExcept,
  keepPlayerShell,
  lastPlayerScreen,
  PLAYER_EVENTS_URL,
  refusePlayerSecret,
  reportPlayerStatus,
  savePlayerSecret,
  takePlayerSecret,
  wasPlayerSecretRefused,
} from './player-api.ts';
import { PlayerPairing } from './player-pairing.tsx';

const t = de.backofficeSignage.player;
/** How often the TV asks for its stream again while its live channel is down. */
export const PLAYER_REFRESH_MS = 10_000;
/** … and while it is up: only a safety net, the channel says when to ask. */
export const PLAYER_LIVE_REFRESH_MS = 5 * 60_000;

/**
 * The TV player (docs/decisions/033-digital-signage.md): full screen, plays the TV's stream —
 * each segment for its duration, then the next, then from the start. Its live channel
 * (…/player/events) says when a price, a product or the signage changed, and it asks again at
 * once, so a new price reaches the board without a reload; while the channel is down it asks
 * every 10 s. On a failed request it keeps playing what it had (also across a reload, from
 * storage). Opens with the TV's secret alone.
 */
export function SignagePlayerPage() {
  const [secret, setSecret] = useState(() => takePlayerSecret());
  const [error, setError] = useState<string | null>(() =>
    !secret && wasPlayerSecretRefused() ? t.secretInvalid : null,
  );
  // Without a secret the TV shows a pairing code (decision 055); the secret can still be typed.
  const [isTypingSecret, setTypingSecret] = useState(false);
  const onPaired = useCallback((value: string) => {
    savePlayerSecret(value);
    setError(null);
    setSecret(value);
  }, []);
  useDocumentTitle(t.documentTitle);
  if (!secret && !isTypingSecret) {
    return (
      <PlayerPairing
        refusal={error}
        onPaired={onPaired}
        onUseSecret={() => setTypingSecret(true)}
      />
    );
  }
  if (!secret) {
    return (
      <SecretSetupForm
        title={t.secretTitle}
        intro={t.secretIntro}
        fieldLabel={t.secretField}
        submitLabel={t.secretSubmit}
        error={error}
        onSecret={(value) => {
          savePlayerSecret(value);
          setError(null);
          setSecret(value);
        }}
      />
    );
  }
  return (
    <Player
      key={secret}
      secret={secret}
      onRefused={() => {
        refusePlayerSecret();
        setError(t.secretInvalid);
        setSecret(null);
      }}
    />
  );
}

function Player({ secret, onRefused }: { secret: string; onRefused: () => void }) {
  const queryClient = useQueryClient();
  const [isLive, setLive] = useState(false);
  useEffect(() => {
    const askAgain = () => {
      void queryClient.invalidateQueries({ queryKey: ['signage-player', secret] });
    };
    return connectOrderEvents(
      PLAYER_EVENTS_URL,
      { authorization: `Bearer ${secret}` },
      {
        onOpen: () => {
          setLive(true);
          askAgain(); // whatever changed while the channel was down
        },
        onEvent: () => undefined,
        onChanged: askAgain,
        onResync: askAgain,
        onDrop: () => setLive(false),
        onEnd: () => {
          setLive(false);
          askAgain(); // a revoked secret: the read answers 401 and the player asks for a new one
        },
      },
    );
  }, [queryClient, secret]);
  const screen = useQuery({
    queryKey: ['signage-player', secret],
    queryFn: ({ signal }) => fetchPlayerScreen(secret, signal),
    initialData: lastPlayerScreen() ?? undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: isLive ? PLAYER_LIVE_REFRESH_MS : PLAYER_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  // A schedule starts or stops a segment (decision 033 "Schedules"): ask again just then,
  // measured on the server's clock (its `now` in the answer), never the TV's.
  const nextChangeAt = screen.data?.nextChangeAt ?? null;
  const serverNow = screen.data?.now ?? null;
  const answeredAt = screen.dataUpdatedAt;
  useEffect(() => {
    if (!nextChangeAt || !serverNow || answeredAt === 0) return;
    const wait =
      Date.parse(nextChangeAt) - Date.parse(serverNow) - (Date.now() - answeredAt) + 1000;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: ['signage-player', secret] }),
      Math.min(Math.max(wait, 1000), 24 * 3_600_000),
    );
    return () => window.clearTimeout(timer);
  }, [nextChangeAt, serverNow, answeredAt, queryClient, secret]);
  const isRefused = screen.error instanceof ApiError && screen.error.status === 401;
  useEffect(() => {
    if (isRefused) onRefused();
  }, [isRefused, onRefused]);

  const segments = screen.data?.segments ?? [];
  const pictures = useTemplatePictures(screen.data, secret);
  const [index, setIndex] = useState(0);
  const current = segments.length > 0 ? segments[index % segments.length] : undefined;
  // The transition (decision 055): the new segment enters over the one before, which is
  // dropped when the entrance has ended; none, or a cross-fade for reduced motion.
  const transition = playedTransition(
    screen.data?.stream?.transition ?? 'none',
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  const [previous, setPrevious] = useState<SignagePlayerSegment | null>(null);
  const shownRef = useRef<SignagePlayerSegment | undefined>(current);
  useLayoutEffect(() => {
    const before = shownRef.current;
    shownRef.current = current;
    if (transition !== 'none' && before && current && before.id !== current.id) {
      setPrevious(before);
    } else {
      setPrevious(null);
    }
  }, [current, transition]);
  useEffect(() => {
    if (!current || segments.length < 2) return;
    const timer = window.setTimeout(
      () => setIndex((value) => (value + 1) % segments.length),
      current.durationSeconds * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [current, segments.length]);

  // The next segment's picture is loaded while this one plays, so it appears at once (template
  // pictures are all fetched up front, menu boards need nothing).
  const next = segments.length > 1 ? segments[(index + 1) % segments.length] : undefined;
  const nextImage = next?.kind === 'image' ? next.imageUrl : null;
  useEffect(() => {
    if (!nextImage) return;
    const image = new Image();
    image.decoding = 'async';
    image.src = nextImage;
  }, [nextImage]);

  // Keep the page, its code and the media for a start without the server (decision 055
  // "Offline"): once the server has answered, and again when the media change.
  const hasAnswered = screen.dataUpdatedAt > 0;
  const mediaKey = JSON.stringify(playerMediaUrls(segments));
  useEffect(() => {
    if (!hasAnswered) return;
    void keepPlayerShell(JSON.parse(mediaKey) as string[]).catch(() => undefined);
  }, [hasAnswered, mediaKey]);

  // Report the resolution and the segment now playing (decision 055): when the segment changes,
  // with each new answer and when the window is resized.
  const currentId = current?.id ?? null;
  const answered = screen.dataUpdatedAt;
  useEffect(() => {
    if (answered === 0) return;
    reportPlayerStatus(secret, currentId);
    const onResize = () => reportPlayerStatus(secret, currentId);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [secret, currentId, answered]);

  return (
    <main className={styles.player} data-testid="signage-player" data-transition={transition}>
      {previous && current ? (
        <div className={styles.slot} aria-hidden="true" data-leaving="">
          <Segment segment={previous} picture={pictures.get(previous.id)} />
        </div>
      ) : null}
      {current ? (
        <div
          key={`${current.id}-${index}`}
          className={`${styles.slot} ${previous ? (styles[transition] ?? '') : ''}`}
          onAnimationEnd={() => setPrevious(null)}
        >
          <Segment segment={current} picture={pictures.get(current.id)} />
        </div>
      ) : (
        <p className={styles.nothing}>{t.nothingToPlay}</p>
      )}
      {screen.isError && !isRefused ? (
        <p className={styles.offline} role="status">
          {t.offline}
        </p>
      ) : null}
    </main>
  );
}

/** The files a segment plays from (template pictures are kept apart, fetched with the secret). */
function playerMediaUrls(segments: readonly SignagePlayerSegment[]): string[] {
  return segments.flatMap((segment) =>
    segment.kind === 'image' && segment.imageUrl
      ? [segment.imageUrl]
      : segment.kind === 'video' && segment.videoUrl
        ? [segment.videoUrl]
        : [],
  );
}

type Picture = { url: string; objectUrl: string };

/**
 * The template segments' pictures (decision 047), all fetched up front, so the next segment is
 * ready before it plays. A segment keeps showing its previous version until the new one has
 * arrived; without network the versions kept in Cache Storage play.
 */
function useTemplatePictures(screen: SignagePlayer | undefined, secret: string) {
  const [pictures, setPictures] = useState<ReadonlyMap<number, Picture>>(new Map());
  const shown = useRef(pictures);
  shown.current = pictures;
  const hasScreen = screen !== undefined;
  const wantedKey = JSON.stringify(
    (screen?.segments ?? []).flatMap((segment) =>
      segment.kind === 'template' && segment.imageUrl ? [[segment.id, segment.imageUrl]] : [],
    ),
  );
  useEffect(() => {
    const list = JSON.parse(wantedKey) as [number, string][];
    let isCurrent = true;
    for (const [segmentId, url] of list) {
      if (shown.current.get(segmentId)?.url === url) continue;
      fetchPlayerPicture(url, secret)
        .then((blob) => {
          if (!isCurrent) return;
          setPictures((previous) => {
            const next = new Map(previous);
            const old = previous.get(segmentId);
            if (old) URL.revokeObjectURL(old.objectUrl);
            next.set(segmentId, { url, objectUrl: URL.createObjectURL(blob) });
            return next;
          });
        })
        .catch(() => undefined); // offline: keep what is shown; the next poll tries again
    }
    if (hasScreen) {
      void forgetPlayerPicturesExcept(list.map(([, url]) => url)).catch(() => undefined);
    }
    return () => {
      isCurrent = false;
    };
  }, [wantedKey, secret, hasScreen]);
  return pictures;
}

function Segment({ segment, picture }: { segment: SignagePlayerSegment; picture?: Picture }) {
  if (segment.kind === 'template') {
    return (
      <figure className={styles.template}>
        {picture ? (
          <img
            src={picture.objectUrl}
            alt={segment.title || t.templatePicture}
            data-picture-url={picture.url}
          />
        ) : null}
      </figure>
    );
  }
  if (segment.kind === 'video') {
    // A film of the upload library (decision 055 "Videos"): muted (browsers start only muted
    // films by themselves, and a shop's TV plays beside the shop's own sound), looped for the
    // segment's duration.
    return segment.videoUrl ? (
      <video
        className={styles.video}
        src={segment.videoUrl}
        title={segment.title || t.video}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
      />
    ) : null;
  }
  if (segment.kind === 'webPage') {
    // Another site's page (decision 055 "Web pages"): sandboxed — its scripts run, but it can
    // open no windows, submit no forms and never navigate the player away; no referrer is sent.
    return segment.pageUrl ? (
      <iframe
        className={styles.webPage}
        src={segment.pageUrl}
        title={segment.title || t.webPage}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        allow=""
      />
    ) : null;
  }
  if (segment.kind === 'image') {
    return (
      <figure className={styles.image}>
        {segment.imageUrl ? <img src={segment.imageUrl} alt={segment.title} /> : null}
        {segment.title ? <figcaption>{segment.title}</figcaption> : null}
      </figure>
    );
  }
  return (
    <section className={styles.board} aria-labelledby={`board-${segment.id}`}>
      <h1 id={`board-${segment.id}`} className={styles.boardTitle}>
        {segment.title}
      </h1>
      {segment.products.length === 0 ? (
        <p className={styles.nothing}>{t.emptyBoard}</p>
      ) : (
        <ul className={styles.products} data-count={segment.products.length}>
          {segment.products.map((product) => (
            <li key={product.id} className={styles.product}>
              <span className={styles.productName}>{product.name}</span>
              <span className={styles.leader} aria-hidden="true" />
              <span className={styles.price}>{formatMoney(product.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
