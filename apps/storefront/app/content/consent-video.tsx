import { useState } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";

const providers = {
  youtube: { name: "YouTube", embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` },
  vimeo: { name: "Vimeo", embed: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` },
} as const;

/**
 * A video that loads nothing from its provider until the visitor asks for it, so no third-party
 * cookie is set before consent. The consent banner (a later feature) can replace the button.
 */
export function ConsentVideo({
  provider,
  videoId,
  title,
}: {
  provider: keyof typeof providers;
  videoId: string;
  title: string;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const source = providers[provider];
  return (
    <figure className="consent-video">
      {playing ? (
        <iframe
          src={source.embed(videoId)}
          title={title}
          width={640}
          height={360}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div className="consent-video-placeholder">
          <p>{t("page.videoConsent", { provider: source.name })}</p>
          <button type="button" onClick={() => setPlaying(true)}>
            {t("page.videoLoad", { title })}
          </button>
        </div>
      )}
    </figure>
  );
}
