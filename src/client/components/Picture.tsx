import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture as PictureData } from '../../shared/schemas/brand.ts';
import { LANGUAGES, type Language } from '../../shared/constants.ts';

/**
 * A photo the firm uploaded (docs/decisions/0060): `<picture>` with its AVIF and WebP sizes and the JPEG fallback,
 * its width and height set (the page keeps its box before it loads: no layout shift), lazy unless `priority` (the
 * hero, above the fold), its alternative text in the page's language.
 */
export function Picture({
  picture,
  sizes,
  priority = false,
  className,
  style,
}: {
  picture: PictureData;
  /** The `sizes` attribute: how wide the picture shows, so the browser picks the right size. */
  sizes: string;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const { i18n } = useTranslation();
  const lang = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt[lang] || picture.alt.en}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={className}
        style={{ height: 'auto', maxWidth: '100%', ...style }}
      />
    </picture>
  );
}
